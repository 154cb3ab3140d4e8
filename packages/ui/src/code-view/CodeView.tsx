import { faCopy } from '@fortawesome/free-solid-svg-icons';
import { Button } from '../button';
import { useTranslation } from '../i18n';
import { Icon } from '../icon';
import { Code, Frame, Status, Toolbar } from './CodeView.styles';
import { useCopyToClipboard } from './useCopyToClipboard';

/** Props of {@link CodeView}. */
export interface CodeViewProps {
  /** The code shown and copied, as is. */
  code: string;
  /** Names the code region for screen readers, e.g. "Email source". */
  label: string;
  /** Text of the copy button; "Copy" by default. */
  copyLabel?: string;
  /** Caps the height (any CSS length); longer code scrolls inside the view. */
  maxBlockSize?: string;
  /** Called after each copy with whether the clipboard took the code. */
  onCopy?: (isCopied: boolean) => void;
  className?: string;
}

/**
 * Source code in a scrollable, keyboard-reachable block with a copy button. The outcome of a copy is announced;
 * where the browser refuses the clipboard, the message asks to select and copy by hand, and the code stays there.
 */
export function CodeView({ code, label, copyLabel, maxBlockSize, onCopy, className }: CodeViewProps) {
  const { t } = useTranslation();
  const { copy, status } = useCopyToClipboard(code);
  return (
    <Frame className={className}>
      <Toolbar>
        <Button
          size="sm"
          icon={<Icon icon={faCopy} />}
          onPress={async () => {
            // Not `onCopy?.(await copy(code))`: an optional call skips its arguments when there is no handler.
            const isCopied = await copy(code);
            onCopy?.(isCopied);
          }}
        >
          {copyLabel ?? t('Copy')}
        </Button>
        <Status role="status" $isFailure={status === 'failed'}>
          {status === 'copied' && t('Copied to the clipboard.')}
          {status === 'failed' &&
            t('The browser did not allow copying. Select the code and copy it instead.')}
        </Status>
      </Toolbar>
      {/* Focusable so a keyboard can scroll long code; a region so it is found by its name. */}
      <Code role="region" aria-label={label} tabIndex={0} translate="no" $maxBlockSize={maxBlockSize}>
        <code>{code}</code>
      </Code>
    </Frame>
  );
}
