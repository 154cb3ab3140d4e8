/**
 * Labels of a time axis's ticks in `locale`: the year where a year starts, the month where a month starts,
 * the day, or the time of day, the same steps d3's time scale labels by, but in the reader's language rather
 * than always in English. Ticks of a time scale fall on local midnights, months and years, so local fields.
 */
export function timeTickLabel(locale: string): (value: Date | number) => string {
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short' });
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  return (value) => {
    const date = new Date(value);
    if (date.getHours() || date.getMinutes() || date.getSeconds()) return time.format(date);
    if (date.getDate() !== 1) return day.format(date);
    return date.getMonth() === 0 ? year.format(date) : month.format(date);
  };
}
