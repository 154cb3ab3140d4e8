import { useRef } from 'react';
import { mergeProps, useFocusRing, useRadio, useRadioGroup, VisuallyHidden } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { faCheck } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '../icon';
import { skins as prebuiltSkins } from '../theme/skins';
import type { Skin } from '../theme/tokens';
import {
  BetaTag,
  Checkmark,
  Section,
  SectionTitle,
  SkinList,
  SkinName,
  SkinOption,
  Swatch,
} from './LayoutSettingsDialog.styles';
import { useTranslation } from '../i18n';

/** What the skin list needs of a skin: its key, label, chooser colours and beta flag. */
export type SkinChoice = Pick<Skin, 'name' | 'label' | 'beta' | 'style'>;

/** Props of {@link SkinPicker}. */
export interface SkinPickerProps {
  /** Key of the current skin. */
  value: string;
  /** A skin was picked, by its key. */
  onChange: (skinName: string) => void;
  /** Skins to choose from; the seven prebuilt skins by default. */
  skins?: readonly SkinChoice[];
  /** Heading and accessible name of the list. */
  label?: string;
  /** Tag after a skin flagged beta. */
  betaLabel?: string;
}

/**
 * The skin list of the layout settings: a radio group (one tab stop, arrow keys move and pick) whose
 * options show the skin's colour chip, its label, a beta tag and a checkmark on the current skin.
 */
export function SkinPicker({
  value,
  onChange,
  skins = prebuiltSkins,
  label: labelProp,
  betaLabel = 'beta',
}: SkinPickerProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Skins');
  const state = useRadioGroupState({ value, onChange, label });
  const { radioGroupProps, labelProps } = useRadioGroup({ label }, state);
  return (
    <Section {...radioGroupProps}>
      <SectionTitle {...labelProps}>{label}</SectionTitle>
      <SkinList>
        {skins.map((skin) => (
          <SkinOptionView key={skin.name} skin={skin} state={state} betaLabel={betaLabel} />
        ))}
      </SkinList>
    </Section>
  );
}

interface SkinOptionViewProps {
  skin: SkinChoice;
  state: RadioGroupState;
  betaLabel: string;
}

function SkinOptionView({ skin, state, betaLabel }: SkinOptionViewProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected } = useRadio(
    { value: skin.name, children: skin.label },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <SkinOption {...labelProps} $isSelected={isSelected} $isFocusVisible={isFocusVisible}>
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      {/* Only a chip wears the skin's chooser colours: two of them are too faint for text (AA). */}
      <Swatch
        aria-hidden="true"
        $background={skin.style.background}
        $borderColor={skin.style.borderColor ?? skin.style.background}
        $backdrop={skin.style.color}
      />
      <SkinName>{skin.label}</SkinName>
      {skin.beta && <BetaTag>{betaLabel}</BetaTag>}
      {isSelected && (
        <Checkmark>
          <Icon icon={faCheck} />
        </Checkmark>
      )}
    </SkinOption>
  );
}
