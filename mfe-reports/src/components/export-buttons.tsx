import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, ExportJobView } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { downloadExport, exportPercent, readExport, startExport } from '../lib/export-jobs-api';

export interface ExportButtonsProps {
  reportKey: string;
  /** the filter the report was read with (its answer's meta.filter) */
  filter: Record<string, unknown>;
  formats?: readonly ExportFormat[];
}

/** How often a running export is asked for its progress. */
const POLL_MS = 500;

/**
 * The export buttons of a report: each queues an export job on the server, shows
 * its progress while it runs, and downloads the file when it is done (ADR 0093).
 */
export function ExportButtons({ reportKey, filter, formats = ['xlsx', 'pdf', 'csv'] }: ExportButtonsProps) {
  const { t } = useTranslation();
  const [job, setJob] = useState<ExportJobView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = job !== null && (job.state === 'queued' || job.state === 'running');
  useQuery({
    queryKey: ['reports', 'export', job?.id],
    enabled: running,
    refetchInterval: POLL_MS,
    queryFn: async ({ signal }) => {
      const now = await readExport(job!.id, signal);
      setJob(now);
      if (now.state === 'done') await downloadExport(now).catch((e: unknown) => setError(apiErrorText(e, t('reports.exports.failed'))));
      if (now.state === 'failed') setError(now.error ?? t('reports.exports.failed'));
      return now;
    },
  });
  const start = async (format: ExportFormat) => {
    setError(null);
    try {
      setJob(await startExport(reportKey, format, filter));
    } catch (e) {
      setError(apiErrorText(e, t('reports.exports.failed')));
    }
  };
  return (
    <Stack sx={{ gap: 1 }} data-testid="report-exports">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('reports.exports.title')}
        </Typography>
        {formats.map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            disabled={running}
            onClick={() => void start(format)}
            data-testid={`report-export-${format}`}
          >
            {t(`reports.exports.formats.${format}`)}
          </Button>
        ))}
      </Stack>
      {running ? (
        <Stack sx={{ gap: 0.5 }} data-testid="report-export-progress">
          <LinearProgress variant={job.progress.total ? 'determinate' : 'indeterminate'} value={exportPercent(job)} />
          <Typography variant="caption">{t('reports.exports.progress', { done: job.progress.done, total: job.progress.total })}</Typography>
        </Stack>
      ) : null}
      {job?.state === 'done' ? (
        <Typography variant="caption" data-testid="report-export-done">
          {t('reports.exports.done', { name: job.file_name })}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" data-testid="report-export-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
