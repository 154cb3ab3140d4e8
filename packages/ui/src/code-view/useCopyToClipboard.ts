import { useCallback, useState } from 'react';

/** What the last copy did: copied the text, or could not (no clipboard, or the browser refused). */
export type CopyStatus = 'idle' | 'copied' | 'failed';

/** State of {@link useCopyToClipboard}. */
export interface CopyToClipboardState {
  /** Writes `text` to the clipboard; resolves to whether it landed. */
  copy: (text: string) => Promise<boolean>;
  /** The outcome of the last copy of `text`: a copy of other text says nothing about this one. */
  status: CopyStatus;
}

/** Writes text to the system clipboard, or says it could not. */
export async function writeToClipboard(text: string): Promise<boolean> {
  // Browsers offer the clipboard only on secure pages (https or localhost) and may refuse without a gesture.
  if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Owns copying one text to the clipboard and the outcome to report, which resets once the text changes. */
export function useCopyToClipboard(text: string): CopyToClipboardState {
  const [last, setLast] = useState<{ text: string; isCopied: boolean }>();
  const copy = useCallback(async (value: string) => {
    const isCopied = await writeToClipboard(value);
    setLast({ text: value, isCopied });
    return isCopied;
  }, []);
  const status: CopyStatus = last?.text !== text ? 'idle' : last.isCopied ? 'copied' : 'failed';
  return { copy, status };
}
