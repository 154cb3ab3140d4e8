import type { SpeechRecognizer, SpeechRecognizerConstructor } from '../speechRecognition';

/** A recogniser to drive by hand, with the recognisers it made so a test can speak into the newest. */
export interface FakeRecognizerKit {
  Recognizer: SpeechRecognizerConstructor;
  instances: FakeRecognizer[];
  /** The newest recogniser, which the hook is listening with. */
  current: () => FakeRecognizer;
}

/** A stand-in for the browser's speech recogniser: what it "hears" is what the test says. */
export class FakeRecognizer implements SpeechRecognizer {
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  starts = 0;
  isAborted = false;
  onstart: (() => void) | null = null;
  onresult: SpeechRecognizer['onresult'] = null;
  onerror: SpeechRecognizer['onerror'] = null;
  onend: (() => void) | null = null;

  start() {
    this.starts += 1;
    this.onstart?.();
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.isAborted = true;
    this.onend?.();
  }
  /** Delivers a final result whose alternatives are `alternatives`, most likely first. */
  say(...alternatives: string[]) {
    const result = Object.assign(
      alternatives.map((transcript, index) => ({ transcript, confidence: 1 - index / 10 })),
      { isFinal: true },
    );
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
  fail(error: string) {
    this.onerror?.({ error });
  }
  /** The browser ending a session after silence. */
  end() {
    this.onend?.();
  }
}

/** A fresh fake recogniser constructor with its own instance list. */
export function createFakeRecognizer(): FakeRecognizerKit {
  const instances: FakeRecognizer[] = [];
  class Recognizer extends FakeRecognizer {
    constructor() {
      super();
      instances.push(this);
    }
  }
  return {
    Recognizer,
    instances,
    current: () => {
      const newest = instances.at(-1);
      if (!newest) throw new Error('No recogniser was started');
      return newest;
    },
  };
}
