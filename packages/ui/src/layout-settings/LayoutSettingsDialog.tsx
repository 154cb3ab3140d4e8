import { useId, useRef } from 'react';
import { FocusScope, mergeProps, useDialog, useOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { faRotateLeft } from '@fortawesome/free-solid-svg-icons';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Icon } from '../icon';
import { useNotify } from '../notification';
import { OptionList, Section, SectionTitle } from './LayoutSettingsDialog.styles';
import {
  layoutOptions,
  type LayoutSettingsPanelLabels,
  type LayoutSettingsPanelProps,
} from './LayoutSettingsPanel';
import { Panel } from './LayoutSettingsPanel.styles';
import { SkinPicker } from './SkinPicker';

/** Props of {@link LayoutSettingsDialog}: the panel's props plus its open state from the gear. */
export interface LayoutSettingsDialogProps extends Omit<
  LayoutSettingsPanelProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  id: string | undefined;
  state: OverlayTriggerState;
  isVisible: boolean;
  labels: LayoutSettingsPanelLabels;
}

/** The open layout settings panel; `LayoutSettingsPanel` loads it on first open. */
export function LayoutSettingsDialog({
  id,
  state,
  isVisible,
  labels,
  settings,
  onOptionChange,
  onSkinChange,
  onFactoryReset,
  skins,
  gearPlacement = 'edge',
}: LayoutSettingsDialogProps) {
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
        $placement={gearPlacement}
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
