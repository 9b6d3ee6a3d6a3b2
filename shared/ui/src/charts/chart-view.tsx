import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { bubbleChartProps } from './bubble-props';
import type { ChartSpec } from './chart-spec';

/** The chart itself on `@mui/x-charts` (an async chunk: LazyChart loads it after the first paint). */
export default function ChartView({ spec, height }: { spec: ChartSpec; height: number }) {
  const format = spec.valueFormatter;
  if (spec.kind === 'pie')
    return (
      <PieChart
        height={height}
        series={[
          {
            data: spec.labels.map((label, i) => ({ id: i, label, value: spec.series[0]?.data[i] ?? 0 })),
            ...(format ? { valueFormatter: (v: { value: number }) => format(v.value) } : {}),
          },
        ]}
      />
    );
  if (spec.kind === 'bubble') return <ScatterChart height={height} {...bubbleChartProps(spec)} />;
  const series = spec.series.map((s) => ({
    data: s.data,
    label: s.label,
    ...(format ? { valueFormatter: (v: number | null) => (v === null ? '-' : format(v)) } : {}),
  }));
  const xAxis = [{ scaleType: spec.kind === 'bar' ? ('band' as const) : ('point' as const), data: spec.labels }];
  return spec.kind === 'bar' ? (
    <BarChart height={height} xAxis={xAxis} series={series} />
  ) : (
    <LineChart height={height} xAxis={xAxis} series={series} />
  );
}
