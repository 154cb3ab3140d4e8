import { useMemo, useState } from 'react';
import { TextField } from '../text-field';
import { LineChart, type LineChartProps } from './LineChart';
import { clampUpdateInterval, updateIntervalBounds } from './liveSeries';
import type { LineSeries } from './lineChartModel';
import { useLiveSeries, type UseLiveSeriesOptions } from './useLiveSeries';
import { useTranslation } from '../i18n';

/** Props of {@link LiveChart}. */
export interface LiveChartProps
  extends Omit<LineChartProps, 'series' | 'toolbar'>, Omit<UseLiveSeriesOptions, 'updateInterval'> {
  /** Milliseconds between updates (controlled). */
  updateInterval?: number;
  /** Initial interval (uncontrolled). Default 1000. */
  defaultUpdateInterval?: number;
  onUpdateIntervalChange?: (interval: number) => void;
  /** Show the interval field above the chart. Default `true`. */
  hasIntervalField?: boolean;
  /** Label of the interval field. Default `Update interval (ms)`. */
  intervalLabel?: string;
  /** Legend and table name of the series. Default `Random walk`. */
  seriesLabel?: string;
}

/**
 * A streaming random-walk chart: 200 values shifting left on each tick, with the refresh interval
 * field taking numeric text only, clamped to 1..2000 and rewritten, so a typo cannot stall the chart.
 */
export function LiveChart({
  updateInterval: controlledInterval,
  defaultUpdateInterval = updateIntervalBounds.defaultValue,
  onUpdateIntervalChange,
  hasIntervalField = true,
  intervalLabel: intervalLabelProp,
  seriesLabel: seriesLabelProp,
  isRunning,
  length,
  rng,
  yDomain = { min: 0, max: 100 },
  ...chartProps
}: LiveChartProps) {
  const { t } = useTranslation();
  const intervalLabel = intervalLabelProp ?? t('Update interval (ms)');
  const seriesLabel = seriesLabelProp ?? t('Random walk');
  const [uncontrolledInterval, setUncontrolledInterval] = useState(defaultUpdateInterval);
  const updateInterval = controlledInterval ?? uncontrolledInterval;
  const [draft, setDraft] = useState<string | null>(null);
  const values = useLiveSeries({ updateInterval, isRunning, length, rng });
  const series = useMemo<LineSeries[]>(
    () => [{ key: 'live', label: seriesLabel, data: values.map((y, x) => ({ x, y })) }],
    [values, seriesLabel],
  );

  const onTextChange = (text: string) => {
    // An empty field is let be while typing; anything else is clamped and written back at once.
    if (text.trim() === '') {
      setDraft('');
      return;
    }
    const next = clampUpdateInterval(text, updateInterval);
    setDraft(null);
    if (next === updateInterval) {
      setDraft(String(next));
      return;
    }
    if (controlledInterval === undefined) setUncontrolledInterval(next);
    onUpdateIntervalChange?.(next);
  };

  const field = hasIntervalField && (
    <TextField
      label={intervalLabel}
      inputMode="numeric"
      value={draft ?? String(updateInterval)}
      onChange={onTextChange}
      onBlur={() => setDraft(null)}
    />
  );
  return <LineChart {...chartProps} series={series} yDomain={yDomain} toolbar={field || undefined} />;
}
