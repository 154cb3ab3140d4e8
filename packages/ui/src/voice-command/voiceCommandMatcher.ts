/**
 * A spoken command. Each phrase is a sequence of words; a last word written `:name` captures the rest of what
 * was said under that name, so `show :page` matches "show widgets" with `{ page: 'widgets' }`.
 */
export interface VoiceCommand<Id extends string = string> {
  id: Id;
  phrases: readonly string[];
  /** What the command does, for the help list. */
  description: string;
}

/** A command recognised in what the user said. */
export interface VoiceCommandMatch<Id extends string = string> {
  command: VoiceCommand<Id>;
  /** Captured words by name, e.g. `{ page: 'widgets' }`. */
  params: Record<string, string>;
  /** The alternative transcript that matched, normalised. */
  transcript: string;
}

/** Lower case, punctuation removed, single spaces: recognisers differ in capitals and full stops. */
export function normalizeSpeech(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function matchPhrase(phrase: string, transcript: string): Record<string, string> | null {
  const expected = phrase.toLocaleLowerCase().trim().split(/\s+/);
  const said = transcript.split(' ');
  const params: Record<string, string> = {};
  for (const [index, word] of expected.entries()) {
    if (word.startsWith(':') && index === expected.length - 1) {
      const rest = said.slice(index).join(' ');
      if (!rest) return null;
      params[word.slice(1)] = rest;
      return params;
    }
    if (said[index] !== word) return null;
  }
  return said.length === expected.length ? params : null;
}

/**
 * The first command matched by the recogniser's alternatives, tried from most to least likely; `null` when
 * none of them is a command. Within one alternative, fixed phrases are tried before phrases with a parameter.
 */
export function matchVoiceCommand<Id extends string>(
  alternatives: readonly string[],
  commands: readonly VoiceCommand<Id>[],
): VoiceCommandMatch<Id> | null {
  for (const alternative of alternatives) {
    const transcript = normalizeSpeech(alternative);
    if (!transcript) continue;
    // A fixed phrase wins over a parameter: "show navigation" is its own command, not "show <page>".
    for (const isParameterised of [false, true]) {
      for (const command of commands) {
        for (const phrase of command.phrases) {
          if (phrase.includes(':') !== isParameterised) continue;
          const params = matchPhrase(phrase, transcript);
          if (params) return { command, params, transcript };
        }
      }
    }
  }
  return null;
}
