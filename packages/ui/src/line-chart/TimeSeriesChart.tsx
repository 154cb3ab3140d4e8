import { useMemo, useRef } from 'react';
import { Button } from '../button';
import { ButtonGroup } from '../button-group';
import { seriesColor, useChartPalette, useChartWidth } from '../chart';
import { LineChart, type LineChartProps } from './LineChart';
import { toPlotPoints } from './lineChartModel';
import { linePlotMargin } from './LinePlot';
import { RangeSelector } from './RangeSelector';
import { useTimeSeriesZoom, type UseTimeSeriesZoomOptions } from './useTimeSeriesZoom';
import { translateStrings, useTranslation } from '../i18n';

/** Labels of the zoom controls, overridable for translation. */
export interface TimeSeriesChartLabels {
  zoomControls: string;
  zoomIn: string;
  zoomOut: string;
  earlier: string;
  later: string;
  reset: string;
}

const defaultLabels: TimeSeriesChartLabels = {
  zoomControls: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  earlier: 'Earlier',
  later: 'Later',
  reset: 'Reset zoom',
};

/** Props of {@link TimeSeriesChart}. */
export interface TimeSeriesChartProps
  extends
    Omit<LineChartProps, 'xDomain' | 'footer' | 'toolbar' | 'onWheelZoom'>,
    Omit<UseTimeSeriesZoomOptions, 'series'> {
  /** Height of the overview with the range selection. Default 56. */
  overviewHeight?: number;
  labels?: Partial<TimeSeriesChartLabels>;
}

/**
 * A line chart that zooms: wheel over the plot, buttons (keyboard), or drag a selection on the overview below,
 * which always shows the whole series.
 */
export function TimeSeriesChart({
  range,
  defaultRange,
  onRangeChange,
  overviewHeight = 56,
  labels: labelOverrides,
  ...chartProps
}: TimeSeriesChartProps) {
  const { t } = useTranslation();
  const labels = { ...translateStrings(defaultLabels, t), ...labelOverrides };
  const { series, isStacked = false } = chartProps;
  const zoom = useTimeSeriesZoom({ series, range, defaultRange, onRangeChange });
  const palette = useChartPalette();
  const overviewRef = useRef<HTMLDivElement>(null);
  const overviewWidth = useChartWidth(overviewRef, chartProps.width);
  const overviewPlot = useMemo(() => toPlotPoints(series, isStacked), [series, isStacked]);
  const colors = useMemo(() => series.map((s, i) => s.color ?? seriesColor(palette, i)), [series, palette]);

  const toolbar = (
    <ButtonGroup aria-label={labels.zoomControls}>
      <Button size="sm" onPress={zoom.zoomIn}>
        {labels.zoomIn}
      </Button>
      <Button size="sm" onPress={zoom.zoomOut} isDisabled={!zoom.isZoomed}>
        {labels.zoomOut}
      </Button>
      <Button size="sm" onPress={() => zoom.pan(-1)} isDisabled={!zoom.isZoomed}>
        {labels.earlier}
      </Button>
      <Button size="sm" onPress={() => zoom.pan(1)} isDisabled={!zoom.isZoomed}>
        {labels.later}
      </Button>
      <Button size="sm" onPress={zoom.reset} isDisabled={!zoom.isZoomed}>
        {labels.reset}
      </Button>
    </ButtonGroup>
  );
  const footer = (
    <div ref={overviewRef}>
      {overviewWidth > 0 && (
        <RangeSelector
          plot={overviewPlot}
          colors={colors}
          extent={zoom.extent}
          range={zoom.visibleRange}
          onRangeChange={zoom.setRange}
          width={overviewWidth}
          height={overviewHeight}
          insetStart={linePlotMargin.left}
          insetEnd={linePlotMargin.right}
        />
      )}
    </div>
  );
  return (
    <LineChart
      {...chartProps}
      xDomain={zoom.isZoomed ? zoom.visibleRange : undefined}
      toolbar={toolbar}
      footer={footer}
      onWheelZoom={zoom.zoomAt}
    />
  );
}
