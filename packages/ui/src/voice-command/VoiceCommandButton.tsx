import { faMicrophone, faMicrophoneSlash } from '@fortawesome/free-solid-svg-icons';
import { HeaderButton } from '../header';
import { Icon } from '../icon';
import type { VoiceCommandState } from './useVoiceCommand';

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
  label = 'Voice command',
  refusedLabel = 'Microphone access is not allowed',
}: VoiceCommandButtonProps) {
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
