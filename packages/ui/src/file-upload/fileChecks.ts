/** Why a file was refused before sending: too big, or not one of the accepted types. */
export type FileRefusal = { reason: 'too-large' } | { reason: 'wrong-type' };

/** Limits a file must meet before it is sent. */
export interface FileLimits {
  /** Largest size in bytes; no limit when omitted. */
  maxSize?: number;
  /**
   * Accepted types, as in an `<input accept>`: MIME types (`application/pdf`), wildcards (`image/*`) or
   * extensions (`.csv`). Everything is accepted when omitted or empty.
   */
  accept?: readonly string[];
}

/** Whether `file` matches one of the `accept` patterns (by extension, exact MIME type or MIME wildcard). */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accept: readonly string[] = []): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** Why `file` may not be sent under `limits`, or `undefined` when it may. Size is checked first. */
export function refusalOf(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limits: FileLimits,
): FileRefusal | undefined {
  if (limits.maxSize !== undefined && file.size > limits.maxSize) return { reason: 'too-large' };
  if (!isAcceptedType(file, limits.accept)) return { reason: 'wrong-type' };
  return undefined;
}

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A byte count for people: `512 bytes`, `1.5 KB`, `12 MB` (binary multiples, at most one decimal). */
export function formatFileSize(bytes: number, locale?: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${units[unit]}`;
}
