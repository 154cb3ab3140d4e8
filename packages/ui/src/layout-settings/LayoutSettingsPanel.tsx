import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useOverlayTrigger } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { faGear } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '../icon';
import { lazyPart, usePreloadOnIntent } from '../lazy-part';
import { Spinner } from '../spinner';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import type { LayoutOption, LayoutSettings } from './layoutSettingsReducer';
import { Panel, PanelLoading, Toggle } from './LayoutSettingsPanel.styles';
import type { SkinChoice } from './SkinPicker';
import { translateStrings, useTranslation } from '../i18n';

// The options, the factory reset and the skin list load on first use: a closed panel is only its gear.
const settingsDialog = lazyPart(() =>
  import('./LayoutSettingsDialog').then((module) => module.LayoutSettingsDialog),
);

/** Every user-facing string of {@link LayoutSettingsPanel}: one label per option plus the panel's own. */
export interface LayoutSettingsPanelLabels extends Record<LayoutOption, string> {
  /** Name of the gear button and of the panel. */
  toggle: string;
  options: string;
  skins: string;
  /** Tag after a skin flagged beta. */
  beta: string;
  factoryReset: string;
  resetTitle: string;
  resetContent: string;
  no: string;
  yes: string;
}

/** The English defaults of {@link LayoutSettingsPanelLabels}. */
export const defaultLayoutSettingsPanelLabels: LayoutSettingsPanelLabels = {
  toggle: 'Layout settings',
  options: 'Layout options',
  isFixedHeader: 'Fixed Header',
  isFixedNavigation: 'Fixed Navigation',
  isFixedRibbon: 'Fixed Ribbon',
  isFixedFooter: 'Fixed Footer',
  isInsideContainer: 'Inside Container',
  isRtl: 'RTL',
  isMenuOnTop: 'Menu on top',
  isColorBlindFriendly: 'Colour-blind friendly',
  skins: 'Skins',
  beta: 'beta',
  factoryReset: 'Factory Reset',
  resetTitle: 'Factory reset',
  resetContent: 'All layout settings return to their defaults and the page reloads.',
  no: 'No',
  yes: 'Yes',
};

/** The options in the order the panel lists them. */
export const layoutOptions: readonly LayoutOption[] = [
  'isFixedHeader',
  'isFixedNavigation',
  'isFixedRibbon',
  'isFixedFooter',
  'isInsideContainer',
  'isRtl',
  'isMenuOnTop',
  'isColorBlindFriendly',
];

/** Where the gear of {@link LayoutSettingsPanel} sits. */
export type LayoutSettingsGearPlacement = 'edge' | 'inline';

/** Props of {@link LayoutSettingsPanel}. */
export interface LayoutSettingsPanelProps {
  /** The current settings, e.g. from `useLayoutSettings`. */
  settings: LayoutSettings;
  /** A checkbox was toggled; the owner applies the dependency rules between options. */
  onOptionChange: (option: LayoutOption, value: boolean) => void;
  /** A skin was picked, by its key. */
  onSkinChange: (skinName: string) => void;
  /** Called only after the user answered Yes to the factory reset confirmation. */
  onFactoryReset: () => void;
  /** Skins to choose from; the seven prebuilt skins by default. */
  skins?: readonly SkinChoice[];
  /**
   * Where the gear sits: `edge` is a tab fixed at the viewport's inline-end edge, as in the original (it
   * covers whatever scrolls under it); `inline` is an ordinary button where it is rendered, e.g. at the end
   * of a ribbon, and the panel then opens below the ribbon.
   */
  gearPlacement?: LayoutSettingsGearPlacement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Overrides of the English strings, e.g. translations. */
  labels?: Partial<LayoutSettingsPanelLabels>;
}

/**
 * The demo's layout settings: a gear at the page's inline-end edge opens a panel with the layout options,
 * a factory reset (confirmed through the notification system, so a `NotificationProvider` must be above)
 * and the skin list. The panel closes on Escape and on a click outside it.
 */
export function LayoutSettingsPanel({
  isOpen,
  defaultOpen,
  onOpenChange,
  labels: givenLabels,
  gearPlacement = 'edge',
  ...props
}: LayoutSettingsPanelProps) {
  const { t } = useTranslation();
  const labels = { ...translateStrings(defaultLayoutSettingsPanelLabels, t), ...givenLabels };
  const state = useOverlayTriggerState({
    isOpen,
    defaultOpen,
    onOpenChange: (nextIsOpen) => {
      // Also retries a load that failed on an earlier open.
      if (nextIsOpen) void settingsDialog.preload();
      onOpenChange?.(nextIsOpen);
    },
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  usePreloadOnIntent(triggerRef, settingsDialog.preload);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const theme = useTheme();
  const { isMounted, isVisible } = useSlidePresence(state.isOpen, theme.motion.menu);
  // A panel whose code failed to load is dropped at once, not kept through the slide-out, so opening again
  // (even before the slide-out ends) mounts a fresh one that loads anew.
  const [hasFailed, setFailed] = useState(false);
  const [wasOpen, setWasOpen] = useState(state.isOpen);
  if (wasOpen !== state.isOpen) {
    setWasOpen(state.isOpen);
    if (state.isOpen) setFailed(false);
  }
  return (
    <>
      <Toggle
        {...triggerProps}
        ref={triggerRef}
        aria-label={labels.toggle}
        icon={<Icon icon={faGear} />}
        $isOpen={isVisible}
        $placement={gearPlacement}
      />
      {isMounted && !hasFailed && (
        // A panel whose code could not load closes again, leaving the page as it was.
        <WidgetErrorBoundary
          fallback={() => null}
          onError={() => {
            setFailed(true);
            state.close();
          }}
        >
          <Suspense
            fallback={
              // The bare frame slides in with a spinner while the panel's code arrives; focus moves in with it.
              <Panel id={overlayProps.id} $isVisible={isVisible} $placement={gearPlacement} aria-busy="true">
                <PanelLoading>
                  <Spinner size="sm" aria-label={labels.toggle} />
                </PanelLoading>
              </Panel>
            }
          >
            <settingsDialog.Part
              {...props}
              id={overlayProps.id}
              state={state}
              isVisible={isVisible}
              gearPlacement={gearPlacement}
              labels={labels}
            />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </>
  );
}

/**
 * Keeps the panel mounted while it slides out, and unslid for one frame after mounting so the slide-in
 * runs. Layout effects (not passive ones) matter: reopening cancels a pending unmount in the same commit,
 * before the timer can fire and drop the panel that just opened.
 */
function useSlidePresence(isOpen: boolean, exitMs: number) {
  const [hasExited, setExited] = useState(!isOpen);
  const [hasEntered, setEntered] = useState(isOpen);
  // Adjusted while rendering: a reopened panel must slide out again, a closed one must slide in again.
  if (isOpen && hasExited) setExited(false);
  if (!isOpen && hasEntered) setEntered(false);
  useLayoutEffect(() => {
    if (isOpen) {
      const frame = requestAnimationFrame(() => setEntered(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => setExited(true), exitMs);
    return () => clearTimeout(timer);
  }, [isOpen, exitMs]);
  return { isMounted: isOpen || !hasExited, isVisible: isOpen && hasEntered };
}
