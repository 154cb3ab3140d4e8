/** How many characters a message line gives its subject and teaser together. */
export const teaserLineLength = 55;

/** The ellipsis that ends a cut teaser: one character, so it counts once against the limit. */
export const teaserEllipsis = '…';

/**
 * The start of a message's text shown after its subject in a list: the text with its whitespace collapsed,
 * cut so that teaser and subject together stay within `lineLength` characters, and ending in an ellipsis
 * only when something was cut. Characters are counted by code point, so an emoji is never split in half.
 */
export function messageTeaser(subject: string, text: string, lineLength = teaserLineLength): string {
  const limit = Math.max(0, lineLength - [...subject].length);
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  if (characters.length <= limit) return characters.join('');
  if (limit === 0) return '';
  return `${characters
    .slice(0, limit - 1)
    .join('')
    .trimEnd()}${teaserEllipsis}`;
}
