import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportFigure } from '@app/contracts';
import { formatNumber } from '../lib/format-value';
import { useReportTexts } from './use-report-texts';

/** The key figures at the top of a report (RPT-REQ-01). */
export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  const { t, locale } = useReportTexts();
  if (!figures.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }} data-testid="report-figures">
      {figures.map((f) => (
        <Card key={f.key} variant="outlined" sx={{ minWidth: 150 }} data-testid={`report-figure-${f.key}`}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {t(f.label)}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`report-figure-${f.key}-value`}>
              {formatNumber(f.kind, f.value, locale)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
