/** An emoticon code drawn as an emoji, with the name screen readers announce. */
export interface Emoticon {
  glyph: string;
  label: string;
}

/** A piece of message text: plain text, or an emoticon code replaced by its emoji. */
export type ChatTextPart = { type: 'text'; text: string } | ({ type: 'emoticon'; code: string } & Emoticon);

/** Codes the chat turns into emoji, longest first so `:-)` wins over `:)`. */
export const chatEmoticons: Readonly<Record<string, Emoticon>> = {
  ":'(": { glyph: '😢', label: 'crying face' },
  ':-)': { glyph: '🙂', label: 'smiling face' },
  ':-(': { glyph: '🙁', label: 'frowning face' },
  ':-D': { glyph: '😀', label: 'grinning face' },
  ';-)': { glyph: '😉', label: 'winking face' },
  ':-P': { glyph: '😛', label: 'face with tongue' },
  ':)': { glyph: '🙂', label: 'smiling face' },
  ':(': { glyph: '🙁', label: 'frowning face' },
  ':D': { glyph: '😀', label: 'grinning face' },
  ';)': { glyph: '😉', label: 'winking face' },
  ':P': { glyph: '😛', label: 'face with tongue' },
  ':p': { glyph: '😛', label: 'face with tongue' },
  ':O': { glyph: '😮', label: 'face with open mouth' },
  ':o': { glyph: '😮', label: 'face with open mouth' },
  '<3': { glyph: '❤️', label: 'red heart' },
};

const escapeForPattern = (code: string) => code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A code only counts as a word of its own, so "http://", "f(:)" or "a:)b" stay as typed.
const emoticonPattern = new RegExp(
  `(?<=^|\\s)(${Object.keys(chatEmoticons)
    .sort((a, b) => b.length - a.length)
    .map(escapeForPattern)
    .join('|')})(?=$|\\s|[.,!?])`,
  'g',
);

/** Splits message text into plain text and emoticons; joining the parts' text and codes gives it back. */
export function splitEmoticons(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(emoticonPattern)) {
    const code = match[0];
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) });
    parts.push({ type: 'emoticon', code, ...chatEmoticons[code]! });
    last = match.index + code.length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}
