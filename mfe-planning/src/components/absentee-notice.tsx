import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';
import type { AbsenteeInfo } from '../lib/calendar-page-api';

interface AbsenteeNoticeProps {
  query: UseQueryResult<AbsenteeInfo | null>;
  /** the page's texts: `absentee.<page>.none`, `.warn`, `.prevent` */
  page: 'planning' | 'calendar';
  /** whose dates they are, as the texts name them */
  name?: string;
  testId: string;
}

/**
 * What the calendar's absentee marks mean (CAL-PAGE-04, CAL-DIS-04): while the dates load, when
 * they failed (with retry; the calendar then marks none), when there are none, else how many days
 * and what the double-absence policy makes of them: the setting asked for (the general calendar),
 * else the days 'prevent' disables, counted, when there are any (person planning).
 */
export function AbsenteeNotice({ query, page, name, testId }: AbsenteeNoticeProps) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <Alert
        severity="warning"
        data-testid={`${testId}-error`}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()} data-testid={`${testId}-retry`}>
            {t('app.retry')}
          </Button>
        }
      >
        {apiErrorText(query.error, t('absentee.failed'))}
      </Alert>
    );
  if (query.isPending)
    return query.fetchStatus === 'fetching' ? (
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-loading`}>
        {t('absentee.loading')}
      </Typography>
    ) : null;
  if (!query.data) return null;
  const { dates, prevented, setting } = query.data;
  const policy = setting ?? (prevented.length > 0 ? 'prevent' : 'warn');
  const count = new Set(setting === null && policy === 'prevent' ? prevented : dates).size;
  if (dates.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-empty`}>
        {t(`absentee.${page}.none`, { name })}
      </Typography>
    );
  return (
    <Alert severity={policy === 'prevent' ? 'warning' : 'info'} data-testid={testId}>
      {t(`absentee.${page}.${policy}`, { name, count })}
    </Alert>
  );
}
