import { useState, type PointerEvent } from 'react';
import { localPoint } from '@visx/event';
import { scaleBand, scaleLinear } from '@visx/scale';
import { CartesianAxes } from './CartesianAxes';
import { PlotSvg, RevealGroup } from './Chart.styles';
import { ChartFrame, type ChartSize } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { PlotCursorOverlay } from './PlotCursorOverlay';
import { useChartCursor, type ChartCursor } from './useChartCursor';
import { seriesColor, useChartPalette } from './useChartPalette';
import { useSeriesVisibility } from './useSeriesVisibility';

/** The days along the sample's x axis. */
export const sampleDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const devices = [
  { key: 'desktop', label: 'Desktop', values: [120, 132, 101, 134, 90, 60, 48] },
  { key: 'mobile', label: 'Mobile', values: [80, 92, 88, 95, 110, 140, 150] },
  { key: 'tablet', label: 'Tablet', values: [20, 24, 18, 26, 30, 44, 41] },
];
/** Keys of the sample's three series. */
export const sampleDeviceKeys = devices.map((device) => device.key);
const margin = { top: 12, right: 12, bottom: 28, left: 44 };

/** Props of {@link ChartPartsSample}. */
export interface ChartPartsSampleProps {
  label: string;
  isLabelVisible: boolean;
  description: string;
  height: number;
  legendLabel: string;
  hasDataTable: boolean;
  defaultHiddenKeys: string[];
  onHiddenKeysChange: (hiddenKeys: string[]) => void;
  onActiveChange: (index: number | null) => void;
}

type Device = (typeof devices)[number];

function SamplePlot({ size, shown, cursor }: { size: ChartSize; shown: Device[]; cursor: ChartCursor }) {
  const palette = useChartPalette();
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const innerWidth = Math.max(1, size.width - margin.left - margin.right);
  const innerHeight = Math.max(1, size.height - margin.top - margin.bottom);
  const x = scaleBand({ domain: sampleDays, range: [0, innerWidth], padding: 0.2 });
  const group = scaleBand({ domain: shown.map((d) => d.key), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, 160], range: [innerHeight, 0], nice: true });
  const colorOf = (device: Device) => seriesColor(palette, sampleDeviceKeys.indexOf(device.key));
  const active = cursor.activeIndex;
  const day = active === null ? undefined : sampleDays[active];
  const at = (device: Device) => device.values[active ?? 0] ?? 0;
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (!point) return;
    const index = Math.floor((point.x - margin.left) / x.step());
    cursor.setActiveIndex(Math.max(0, Math.min(sampleDays.length - 1, index)));
  };
  return (
    <>
      <PlotSvg ref={setSvg} width={size.width} height={size.height}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <CartesianAxes xScale={x} yScale={y} width={innerWidth} height={innerHeight} yTickCount={4} />
          <RevealGroup $isAnimated={false} aria-hidden="true">
            {shown.flatMap((device) =>
              sampleDays.map((d, i) => (
                <rect
                  key={`${device.key}-${d}`}
                  data-series={device.key}
                  x={(x(d) ?? 0) + (group(device.key) ?? 0)}
                  y={y(device.values[i] ?? 0)}
                  width={group.bandwidth()}
                  height={innerHeight - y(device.values[i] ?? 0)}
                  fill={colorOf(device)}
                />
              )),
            )}
          </RevealGroup>
          <PlotCursorOverlay
            cursor={cursor}
            count={sampleDays.length}
            width={innerWidth}
            height={innerHeight}
            label="Days"
            valueText={day && `${day}: ${shown.map((d) => `${d.label} ${at(d)}`).join(', ')}`}
            onPointerMove={onPointerMove}
          />
        </g>
      </PlotSvg>
      <ChartTooltip
        anchor={
          day === undefined
            ? null
            : {
                element: svg,
                x: margin.left + (x(day) ?? 0) + x.bandwidth() / 2,
                y: margin.top + Math.min(...shown.map((d) => y(at(d)))),
              }
        }
        title={day}
        items={shown.map((d) => ({ key: d.key, label: d.label, value: at(d), color: colorOf(d) }))}
      />
    </>
  );
}

/** A small custom bar chart built only from the chart room's public parts, for stories and tests. */
export function ChartPartsSample({
  label,
  isLabelVisible,
  description,
  height,
  legendLabel,
  hasDataTable,
  defaultHiddenKeys,
  onHiddenKeysChange,
  onActiveChange,
}: ChartPartsSampleProps) {
  const palette = useChartPalette();
  const visibility = useSeriesVisibility(sampleDeviceKeys, { defaultHiddenKeys, onHiddenKeysChange });
  const cursor = useChartCursor({ count: sampleDays.length, onActiveChange });
  const shown = devices.filter((device) => visibility.isVisible(device.key));
  return (
    <ChartFrame
      label={label}
      isLabelVisible={isLabelVisible}
      description={description}
      height={height}
      legend={
        <ChartLegend
          label={legendLabel}
          items={devices.map((d, i) => ({ key: d.key, label: d.label, color: seriesColor(palette, i) }))}
          isVisible={visibility.isVisible}
          canToggle={visibility.canToggle}
          onToggle={visibility.toggle}
        />
      }
      dataTable={
        hasDataTable
          ? {
              caption: label,
              columns: [
                { key: 'day', label: 'Day' },
                ...devices.map((d) => ({ key: d.key, label: d.label })),
              ],
              rows: sampleDays.map((day, i) => ({
                day,
                ...Object.fromEntries(devices.map((d) => [d.key, d.values[i]])),
              })),
            }
          : undefined
      }
    >
      {(size) => <SamplePlot size={size} shown={shown} cursor={cursor} />}
    </ChartFrame>
  );
}
