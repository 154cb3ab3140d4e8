// The Web Speech API is not in TypeScript's DOM library; these are the parts the voice command uses.

/** One alternative of a recognised phrase. */
export interface SpeechAlternative {
  transcript: string;
  confidence: number;
}

/** A recognised phrase with its alternatives, most likely first. */
export interface SpeechResult {
  readonly length: number;
  readonly isFinal: boolean;
  [index: number]: SpeechAlternative;
}

/** What a `result` event carries. */
export interface SpeechResultEvent {
  resultIndex: number;
  results: { readonly length: number; [index: number]: SpeechResult };
}

/** What an `error` event carries, e.g. `not-allowed`, `network`, `no-speech`. */
export interface SpeechErrorEvent {
  error: string;
}

/** A speech recogniser as browsers implement it (`SpeechRecognition`, `webkitSpeechRecognition`). */
export interface SpeechRecognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

/** Constructor of a {@link SpeechRecognizer}; inject one to run the voice command without a microphone. */
export type SpeechRecognizerConstructor = new () => SpeechRecognizer;

interface SpeechWindow {
  SpeechRecognition?: SpeechRecognizerConstructor;
  webkitSpeechRecognition?: SpeechRecognizerConstructor;
}

/** The browser's speech recogniser, or `undefined` where speech is unsupported (Firefox, server rendering). */
export function findSpeechRecognizer(): SpeechRecognizerConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speechWindow = window as unknown as SpeechWindow;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** The alternatives of the newest final result, most likely first. */
export function finalAlternatives(event: SpeechResultEvent): string[] {
  for (let index = event.results.length - 1; index >= event.resultIndex; index -= 1) {
    const result = event.results[index];
    if (!result?.isFinal) continue;
    return Array.from({ length: result.length }, (_, alternative) => result[alternative]?.transcript ?? '');
  }
  return [];
}
