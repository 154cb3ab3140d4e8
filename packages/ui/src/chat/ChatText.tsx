import { Fragment } from 'react';
import { useTranslation } from '../i18n';
import { EmoticonGlyph } from './ChatText.styles';
import { splitEmoticons } from './emoticons';

/** Props of {@link ChatText}. */
export interface ChatTextProps {
  text: string;
  /** Draw emoticon codes such as `:)` as emoji. Default `true`. */
  hasEmoticons?: boolean;
}

/**
 * Message text as React text nodes, so markup in a message is shown, never run. Emoticon codes become emoji
 * with an accessible name at once (no delay: swapping them in later would only make the text jump).
 */
export function ChatText({ text, hasEmoticons = true }: ChatTextProps) {
  const { t } = useTranslation();
  if (!hasEmoticons) return <>{text}</>;
  return (
    <>
      {splitEmoticons(text).map((part, index) =>
        part.type === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <EmoticonGlyph key={index} role="img" aria-label={t(part.label)} title={part.code}>
            {part.glyph}
          </EmoticonGlyph>
        ),
      )}
    </>
  );
}
