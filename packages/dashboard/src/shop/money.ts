/** Digits after the decimal point of `currency` (2 for USD, 0 for JPY), as the locale data gives them. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** An amount kept in minor units (cents), formatted for `locale`; only display ever divides. */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minor / 10 ** currencyDigits(currency),
  );
}
