import Typography from '@mui/material/Typography';
import type { ReportChart as Chart } from '@app/contracts';
import { LazyChart } from '@app/ui/charts';
import { formatNumber } from '../lib/format-value';
import { useReportTexts } from './use-report-texts';

/** A report chart on the shared lazy chart (`@mui/x-charts`), its labels in the reader's language. */
export function ReportChart({ chart }: { chart: Chart }) {
  const { t, locale } = useReportTexts();
  const percent = chart.series.every((s) => s.key.endsWith('rate'));
  return (
    <div>
      <Typography variant="subtitle2">{t(chart.title)}</Typography>
      <LazyChart
        testId={`report-chart-${chart.key}`}
        spec={{
          kind: chart.kind,
          // a bubble chart's labels name its y values (the weekdays): text keys like the series'
          labels: chart.kind === 'bubble' ? chart.labels.map((l) => t(l)) : chart.labels,
          ...(chart.points ? { points: chart.points } : {}),
          series: chart.series.map((s) => ({ key: s.key, label: t(s.label), data: s.data })),
          valueFormatter: (v) => formatNumber(percent ? 'percent' : chart.kind === 'bubble' ? 'count' : 'wtf', v, locale),
        }}
      />
    </div>
  );
}
