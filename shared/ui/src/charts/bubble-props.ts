import { BUBBLE_AXES } from '@app/contracts';
import type { ChartSpec } from './chart-spec';

/** The smallest and largest bubble, in pixels: the count maps to the surface (the library's square-root scale). */
const BUBBLE_SIZES: [number, number] = [4, 24];

/**
 * A bubble chart's props for `@mui/x-charts`' ScatterChart (RPT-MENU-12): x the hour from -1 to 24,
 * y the day from -1 to 7 named by the spec's labels, each point's size on a size axis from 0 to the
 * largest count.
 */
export function bubbleChartProps(spec: ChartSpec) {
  const points = spec.points ?? [];
  const largest = Math.max(1, ...points.map((p) => p.size));
  const format = spec.valueFormatter;
  return {
    xAxis: [{ ...BUBBLE_AXES.x, tickInterval: [0, 6, 12, 18, 23] }],
    yAxis: [{ ...BUBBLE_AXES.y, tickInterval: spec.labels.map((_, i) => i), valueFormatter: (v: number) => spec.labels[v] ?? '' }],
    zAxis: [{ id: 'size', sizeMap: { type: 'continuous' as const, min: 0, max: largest, size: BUBBLE_SIZES } }],
    series: [
      {
        type: 'scatter' as const,
        label: spec.series[0]?.label ?? '',
        sizeAxisId: 'size',
        data: points.map((p, i) => ({ id: i, x: p.x, y: p.y, sizeValue: p.size })),
        valueFormatter: (v: { sizeValue?: number } | null) =>
          v?.sizeValue === undefined ? '-' : format ? format(v.sizeValue) : String(v.sizeValue),
      },
    ],
  };
}
