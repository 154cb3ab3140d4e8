import { isEmailAddress } from '@atrium/ui';
import type { MailAddress } from '../../api/resourceDefinitions';

/** What a recipients field reads as: the addresses it understood and the entries it could not. */
export interface ParsedRecipients {
  addresses: MailAddress[];
  /** Entries that are not e-mail addresses, as typed, so the message can name them. */
  invalid: string[];
}

/**
 * Reads a recipients field: addresses separated by commas or semicolons, each either bare
 * (`mira@example.com`) or with a name (`Mira Okafor <mira@example.com>`). Blank entries are skipped.
 */
export function parseRecipients(text: string): ParsedRecipients {
  const addresses: MailAddress[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(/[,;]/)) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const named = /^(.*?)\s*<([^<>]*)>$/.exec(trimmed);
    const name = named ? named[1]!.replace(/^"|"$/g, '').trim() : '';
    const email = (named ? named[2]! : trimmed).trim();
    if (isEmailAddress(email)) addresses.push({ name, email });
    else invalid.push(trimmed);
  }
  return { addresses, invalid };
}

/** Addresses as a recipients field shows them, the inverse of {@link parseRecipients}. */
export function formatRecipients(addresses: readonly MailAddress[]): string {
  return addresses.map(({ name, email }) => (name ? `${name} <${email}>` : email)).join(', ');
}

/** The subject of a reply: the original's with one "Re: " in front, never "Re: Re: ". */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/** The original's text quoted under a reply: an attribution line, then every line behind "> ". */
export function quoteText(attribution: string, text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  return `\n\n${attribution}\n${lines.map((line) => (line ? `> ${line}` : '>')).join('\n')}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML body of a plain-text message: paragraphs at blank lines, line breaks kept, every character of the
 * text escaped, so what was typed is what the reader sees and nothing typed can become markup.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** A fresh message id, unique without `crypto.randomUUID` (which plain-http pages lack). */
export function newMessageId(): string {
  return `msg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
