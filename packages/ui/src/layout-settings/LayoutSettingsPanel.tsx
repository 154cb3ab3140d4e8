import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FocusScope, mergeProps, useDialog, useOverlay, useOverlayTrigger } from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { faGear, faRotateLeft } from '@fortawesome/free-solid-svg-icons';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Icon } from '../icon';
import { useNotify } from '../notification';
import type { LayoutOption, LayoutSettings } from './layoutSettingsReducer';
import { OptionList, Panel, Section, SectionTitle, Toggle } from './LayoutSettingsPanel.styles';
import { SkinPicker, type SkinChoice } from './SkinPicker';

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

/** The English defaults of {@link LayoutSettingsPanelLabels}, in the spec's words. */
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

/** The options in the order the panel lists them (spec §2). */
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

/** Props of {@link LayoutSettingsPanel}. */
export interface LayoutSettingsPanelProps {
  /** The current settings, e.g. from `useLayoutSettings`. */
  settings: LayoutSettings;
  /** A checkbox was toggled; the owner applies the dependency rules (spec §4). */
  onOptionChange: (option: LayoutOption, value: boolean) => void;
  /** A skin was picked, by its key. */
  onSkinChange: (skinName: string) => void;
  /** Called only after the user answered Yes to the factory reset confirmation. */
  onFactoryReset: () => void;
  /** Skins to choose from; the seven prebuilt skins by default. */
  skins?: readonly SkinChoice[];
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
  ...props
}: LayoutSettingsPanelProps) {
  const labels = { ...defaultLayoutSettingsPanelLabels, ...givenLabels };
  const state = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const theme = useTheme();
  const { isMounted, isVisible } = useSlidePresence(state.isOpen, theme.motion.menu);
  return (
    <>
      <Toggle
        {...triggerProps}
        ref={triggerRef}
        aria-label={labels.toggle}
        icon={<Icon icon={faGear} />}
        $isOpen={isVisible}
      />
      {isMounted && (
        <SettingsDialog {...props} id={overlayProps.id} state={state} isVisible={isVisible} labels={labels} />
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

interface SettingsDialogProps extends Omit<
  LayoutSettingsPanelProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  id: string | undefined;
  state: OverlayTriggerState;
  isVisible: boolean;
  labels: LayoutSettingsPanelLabels;
}

function SettingsDialog({
  id,
  state,
  isVisible,
  labels,
  settings,
  onOptionChange,
  onSkinChange,
  onFactoryReset,
  skins,
}: SettingsDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { overlayProps } = useOverlay(
    {
      isOpen: state.isOpen,
      onClose: state.close,
      isDismissable: true,
    },
    ref,
  );
  const { dialogProps } = useDialog({ 'aria-label': labels.toggle }, ref);
  const optionsTitleId = useId();
  const notify = useNotify();

  const confirmReset = async () => {
    const answer = await notify.confirm({
      title: labels.resetTitle,
      content: labels.resetContent,
      // Stable keys, so translated labels do not change the answer.
      buttons: [
        { key: 'no', label: labels.no },
        { key: 'yes', label: labels.yes, variant: 'danger' },
      ],
      cancelKey: 'no',
    });
    if (answer === 'yes') onFactoryReset();
  };

  return (
    // Focus moves to the first option on open and back to the gear when the panel goes away.
    // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog opened on request takes the focus
    <FocusScope restoreFocus autoFocus>
      <Panel
        {...mergeProps(overlayProps, dialogProps)}
        id={id}
        ref={ref}
        // While sliding out the panel is no longer usable, so it leaves the tab order at once.
        inert={!state.isOpen}
        $isVisible={isVisible}
      >
        <Section role="group" aria-labelledby={optionsTitleId}>
          <SectionTitle id={optionsTitleId}>{labels.options}</SectionTitle>
          <OptionList>
            {layoutOptions.map((option) => (
              <Checkbox
                key={option}
                isSelected={settings[option]}
                onChange={(value) => onOptionChange(option, value)}
              >
                {labels[option]}
              </Checkbox>
            ))}
          </OptionList>
        </Section>
        <Button
          variant="danger"
          isBlock
          icon={<Icon icon={faRotateLeft} />}
          onPress={() => void confirmReset()}
        >
          {labels.factoryReset}
        </Button>
        <SkinPicker
          skins={skins}
          value={settings.skin}
          onChange={onSkinChange}
          label={labels.skins}
          betaLabel={labels.beta}
        />
      </Panel>
    </FocusScope>
  );
}
