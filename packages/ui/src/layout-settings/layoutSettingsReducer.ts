/** The demo's layout options (fixed parts, container, direction, menu position, colours) plus the chosen skin. */
export interface LayoutSettings {
  isFixedHeader: boolean;
  isFixedNavigation: boolean;
  isFixedRibbon: boolean;
  isFixedFooter: boolean;
  isInsideContainer: boolean;
  isRtl: boolean;
  isMenuOnTop: boolean;
  isColorBlindFriendly: boolean;
  /** Key of the current skin, e.g. `smart-style-0`. */
  skin: string;
}

/** The on/off options of {@link LayoutSettings}. */
export type LayoutOption = Exclude<keyof LayoutSettings, 'skin'>;

export const defaultLayoutSettings: LayoutSettings = {
  isFixedHeader: false,
  isFixedNavigation: false,
  isFixedRibbon: false,
  isFixedFooter: false,
  isInsideContainer: false,
  isRtl: false,
  isMenuOnTop: false,
  isColorBlindFriendly: false,
  skin: 'smart-style-0',
};

/** What can happen to the settings. */
export type LayoutSettingsAction =
  | { type: 'toggle'; option: LayoutOption; value: boolean }
  | { type: 'skin'; skin: string }
  | { type: 'reset' };

/**
 * Applies one change and the dependency rules between options, so the fixed parts never contradict each other:
 * a fixed ribbon needs a fixed navigation, which needs a fixed header, and none of them fit inside a
 * centred container.
 */
export function layoutSettingsReducer(state: LayoutSettings, action: LayoutSettingsAction): LayoutSettings {
  if (action.type === 'reset') return defaultLayoutSettings;
  if (action.type === 'skin') return { ...state, skin: action.skin };

  const next = { ...state, [action.option]: action.value };
  switch (action.option) {
    case 'isFixedHeader':
      if (!action.value) Object.assign(next, { isFixedRibbon: false, isFixedNavigation: false });
      break;
    case 'isFixedNavigation':
      if (action.value) Object.assign(next, { isInsideContainer: false, isFixedHeader: true });
      else next.isFixedRibbon = false;
      break;
    case 'isFixedRibbon':
      if (action.value)
        Object.assign(next, { isFixedHeader: true, isFixedNavigation: true, isInsideContainer: false });
      break;
    case 'isInsideContainer':
      if (action.value) Object.assign(next, { isFixedRibbon: false, isFixedNavigation: false });
      break;
    default:
      break;
  }
  return next;
}

/** Repairs a combination the rules forbid (e.g. hand-edited storage): the fixed parts win over the container. */
export function normalizeLayoutSettings(settings: LayoutSettings): LayoutSettings {
  const next = { ...settings };
  if (next.isFixedRibbon) Object.assign(next, { isFixedNavigation: true });
  if (next.isFixedNavigation) Object.assign(next, { isFixedHeader: true, isInsideContainer: false });
  return next;
}
