import { faMicrophone, faMicrophoneSlash } from '@fortawesome/free-solid-svg-icons';
import { HeaderButton } from '../header';
import { Icon } from '../icon';
import type { VoiceCommandState } from './useVoiceCommand';
import { useTranslation } from '../i18n';

/** Props of {@link VoiceCommandButton}. */
export interface VoiceCommandButtonProps {
  voice: Pick<VoiceCommandState, 'isSupported' | 'isListening' | 'status' | 'toggle'>;
  /** Accessible name. Default "Voice command". */
  label?: string;
  /** Added to the name while the browser refuses the microphone. */
  refusedLabel?: string;
}

/** The header's microphone toggle; renders nothing where the browser has no speech recognition. */
export function VoiceCommandButton({
  voice,
  label: labelProp,
  refusedLabel: refusedLabelProp,
}: VoiceCommandButtonProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Voice command');
  const refusedLabel = refusedLabelProp ?? t('Microphone access is not allowed');
  if (!voice.isSupported) return null;
  const isRefused = voice.status === 'blocked' || voice.status === 'denied';
  return (
    <HeaderButton
      aria-label={isRefused ? `${label}: ${refusedLabel}` : label}
      aria-pressed={voice.isListening}
      icon={<Icon icon={isRefused ? faMicrophoneSlash : faMicrophone} />}
      onPress={voice.toggle}
    />
  );
}
