import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  findSpeechRecognizer,
  finalAlternatives,
  type SpeechRecognizer,
  type SpeechRecognizerConstructor,
} from './speechRecognition';
import {
  matchVoiceCommand,
  normalizeSpeech,
  type VoiceCommand,
  type VoiceCommandMatch,
} from './voiceCommandMatcher';

/**
 * Where the voice command stands: `blocked` when the browser refused the microphone at once (a stored
 * refusal), `denied` when the user refused when asked.
 */
export type VoiceCommandStatus = 'off' | 'listening' | 'blocked' | 'denied';

/** Options of {@link useVoiceCommand}. */
export interface UseVoiceCommandOptions<Id extends string> {
  commands: readonly VoiceCommand<Id>[];
  /** Called with each recognised command. */
  onCommand: (match: VoiceCommandMatch<Id>) => void;
  /** Called with what was heard when it is no command. */
  onNoMatch?: (heard: string) => void;
  /** Called with the recogniser's error code, e.g. `not-allowed` or `network`. */
  onError?: (error: string) => void;
  /** Recognition language. Default `en-US`. */
  lang?: string;
  /** Alternatives asked of the recogniser. Default 5, so a command still matches when it is not the first guess. */
  maxAlternatives?: number;
  /** Remember on/off under this localStorage key as `'true'`/`'false'`; an "on" then resumes after a reload. */
  storageKey?: string;
  /** The recogniser; the browser's by default, none at all with `null`. */
  recognizer?: SpeechRecognizerConstructor | null;
}

/** What {@link useVoiceCommand} returns. */
export interface VoiceCommandState {
  /** `false` where the browser has no speech recognition: hide the voice button there. */
  isSupported: boolean;
  isListening: boolean;
  status: VoiceCommandStatus;
  start: () => void;
  stop: () => void;
  toggle: () => void;
}

// A refusal this soon after start came from a stored browser setting, not the user's answer: it counts as blocked.
const blockedWithinMs = 200;
// The recogniser stops after silence; it is restarted, but at most once a second, so a failing one cannot spin.
const minRestartIntervalMs = 1000;
const refusals = new Set(['not-allowed', 'service-not-allowed']);
// Silence and our own stop are part of continuous listening, not failures.
const quietErrors = new Set(['no-speech', 'aborted']);

function readStored(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeStored(key: string | undefined, isOn: boolean) {
  if (!key) return;
  try {
    window.localStorage.setItem(key, String(isOn));
  } catch {
    // Storage can be full or disabled; the voice command then simply is not remembered.
  }
}

/** Owns a continuous speech recogniser: starting, stopping, restarting after silence, and matching commands. */
export function useVoiceCommand<Id extends string>(options: UseVoiceCommandOptions<Id>): VoiceCommandState {
  const { lang = 'en-US', maxAlternatives = 5, storageKey } = options;
  const [Recognizer] = useState(() =>
    options.recognizer === undefined ? findSpeechRecognizer() : options.recognizer,
  );
  const [status, setStatus] = useState<VoiceCommandStatus>('off');
  // Callbacks and commands change on every render; the recogniser's handlers read the newest ones.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const session = useRef<{ recognizer: SpeechRecognizer; wantsOn: boolean; startedAt: number } | null>(null);
  const restartTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    clearTimeout(restartTimer.current);
    const current = session.current;
    session.current = null;
    if (current) {
      current.wantsOn = false;
      current.recognizer.abort();
    }
    setStatus((previous) => (previous === 'listening' ? 'off' : previous));
    writeStored(storageKey, false);
  }, [storageKey]);

  const start = useCallback(() => {
    if (!Recognizer || session.current) return;
    const recognizer = new Recognizer();
    recognizer.lang = lang;
    recognizer.continuous = true;
    recognizer.interimResults = false;
    recognizer.maxAlternatives = maxAlternatives;
    const current = { recognizer, wantsOn: true, startedAt: Date.now() };
    session.current = current;
    const begin = () => {
      current.startedAt = Date.now();
      try {
        recognizer.start();
      } catch {
        // Starting an already started recogniser throws; it is listening, which is what was asked.
      }
    };
    recognizer.onresult = (event) => {
      const alternatives = finalAlternatives(event);
      if (alternatives.length === 0) return;
      const match = matchVoiceCommand(alternatives, latest.current.commands);
      if (match) latest.current.onCommand(match);
      else latest.current.onNoMatch?.(normalizeSpeech(alternatives[0] ?? ''));
    };
    recognizer.onerror = ({ error }) => {
      if (quietErrors.has(error)) return;
      if (refusals.has(error)) {
        current.wantsOn = false;
        session.current = null;
        setStatus(Date.now() - current.startedAt < blockedWithinMs ? 'blocked' : 'denied');
        writeStored(storageKey, false);
      }
      latest.current.onError?.(error);
    };
    recognizer.onend = () => {
      if (!current.wantsOn) return;
      const wait = Math.max(0, current.startedAt + minRestartIntervalMs - Date.now());
      restartTimer.current = setTimeout(begin, wait);
    };
    setStatus('listening');
    writeStored(storageKey, true);
    begin();
  }, [Recognizer, lang, maxAlternatives, storageKey]);

  const toggle = useCallback(() => (session.current ? stop() : start()), [start, stop]);

  useEffect(() => {
    if (readStored(storageKey)) start();
    return () => {
      clearTimeout(restartTimer.current);
      const current = session.current;
      session.current = null;
      if (current) {
        current.wantsOn = false;
        current.recognizer.abort();
      }
    };
  }, [start, storageKey]);

  return {
    isSupported: Boolean(Recognizer),
    isListening: status === 'listening',
    status,
    start,
    stop,
    toggle,
  };
}
