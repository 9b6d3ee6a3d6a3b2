import { BarChart } from '@mui/x-charts/BarChart';
import type { FillRateWeek } from '@app/contracts';

export interface FillRateChartProps {
  weeks: FillRateWeek[];
  labelOf: (week: FillRateWeek) => string;
  seriesLabel: string;
}

/** The fill rate per week as bars of 0 to 100 % (an async chunk: `@mui/x-charts` loads after the first paint). */
export default function FillRateChart({ weeks, labelOf, seriesLabel }: FillRateChartProps) {
  return (
    <BarChart
      height={220}
      xAxis={[{ scaleType: 'band', data: weeks.map(labelOf) }]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
      series={[
        {
          data: weeks.map((w) => (w.rate === null ? null : Math.round(w.rate * 100))),
          label: seriesLabel,
          valueFormatter: (v: number | null) => (v === null ? '-' : `${v}%`),
        },
      ]}
      hideLegend
    />
  );
}
