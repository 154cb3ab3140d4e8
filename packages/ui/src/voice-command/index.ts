export {
  findSpeechRecognizer,
  type SpeechAlternative,
  type SpeechErrorEvent,
  type SpeechRecognizer,
  type SpeechRecognizerConstructor,
  type SpeechResult,
  type SpeechResultEvent,
} from './speechRecognition';
export {
  useVoiceCommand,
  type UseVoiceCommandOptions,
  type VoiceCommandState,
  type VoiceCommandStatus,
} from './useVoiceCommand';
export {
  matchVoiceCommand,
  normalizeSpeech,
  type VoiceCommand,
  type VoiceCommandMatch,
} from './voiceCommandMatcher';
export { VoiceCommandButton, type VoiceCommandButtonProps } from './VoiceCommandButton';
export { VoiceCommandHelp, type VoiceCommandHelpProps } from './VoiceCommandHelp';
export { playVoiceTone, type VoiceTone } from './voiceFeedbackTone';
