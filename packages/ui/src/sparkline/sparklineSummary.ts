import { translate } from '../i18n/translate';
import type { Translate } from '../i18n/translateStrings';
import type { BoxPlotStats } from './boxPlotStats';

/** Formats one number for a summary (locale-aware in the views). */
export type NumberFormat = (value: number) => string;

const plain: NumberFormat = (value) => String(value);
const english: Translate = (key, values) => translate({}, key, values);

// Past this many values a list is cut to its first few and its last, so a screen reader reads a line, not a table.
const listedInFull = 6;
const listedHead = 3;

/** "Trend: 5, 6, 7 … last 9": the values in order, shortened when long; its words in the language of `t`. */
export function seriesSummary(
  label: string,
  values: readonly number[],
  format: NumberFormat = plain,
  t: Translate = english,
): string {
  if (values.length === 0) return t('{label}: no data', { label });
  if (values.length <= listedInFull) return `${label}: ${values.map(format).join(', ')}`;
  const head = values.slice(0, listedHead).map(format).join(', ');
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return t('{label}: {head} … last {last} ({count} values, {low} to {high})', {
    label,
    head,
    last: format(values[values.length - 1]!),
    count: values.length,
    low,
    high,
  });
}

/** "Results: 5 up, 3 down, 1 level" for a tristate (win/loss) row. */
export function tristateSummary(label: string, values: readonly number[], t: Translate = english): string {
  const up = values.filter((value) => value > 0).length;
  const down = values.filter((value) => value < 0).length;
  return t('{label}: {up} up, {down} down, {level} level', {
    label,
    up,
    down,
    level: values.length - up - down,
  });
}

/** "Shares: 1 (20%), 4 (80%)". */
export function shareSummary(
  label: string,
  values: readonly number[],
  format: NumberFormat = plain,
  t: Translate = english,
): string {
  const total = values.reduce((sum, value) => sum + Math.max(value, 0), 0);
  if (total === 0) return t('{label}: no data', { label });
  const parts = values.map(
    (value) => `${format(value)} (${Math.round((Math.max(value, 0) / total) * 100)}%)`,
  );
  return `${label}: ${parts.join(', ')}`;
}

/** "Distribution: median 5, quartiles 3 to 7, whiskers 1 to 9, 2 outliers". */
export function boxPlotSummary(
  label: string,
  stats: BoxPlotStats | null,
  format: NumberFormat = plain,
  t: Translate = english,
): string {
  if (!stats) return t('{label}: no data', { label });
  const outliers = stats.outliers.length;
  return t(
    outliers === 1
      ? '{label}: median {median}, quartiles {q1} to {q3}, whiskers {low} to {high}, {outliers} outlier'
      : '{label}: median {median}, quartiles {q1} to {q3}, whiskers {low} to {high}, {outliers} outliers',
    {
      label,
      median: format(stats.median),
      q1: format(stats.q1),
      q3: format(stats.q3),
      low: format(stats.lowWhisker),
      high: format(stats.highWhisker),
      outliers,
    },
  );
}

/** "Revenue: 270 against a target of 250 (ranges 150, 225, 300)". */
export function bulletSummary(
  label: string,
  { performance, target, ranges }: { performance: number; target?: number; ranges: readonly number[] },
  format: NumberFormat = plain,
  t: Translate = english,
): string {
  const goal = target === undefined ? '' : t(' against a target of {target}', { target: format(target) });
  const bands = ranges.length === 0 ? '' : t(' (ranges {ranges})', { ranges: ranges.map(format).join(', ') });
  return `${label}: ${format(performance)}${goal}${bands}`;
}
