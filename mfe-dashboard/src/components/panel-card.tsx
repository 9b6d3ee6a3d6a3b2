import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';

interface PanelCardProps<T> {
  /** the test id of the card; `-loading`, `-error`, `-retry` and `-empty` are derived from it */
  testId: string;
  title: string;
  query: UseQueryResult<T>;
  /** the text when the data holds nothing to show */
  empty: (data: T) => string | null;
  failed: string;
  action?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A dashboard panel over one query: its title, then loading, error with retry, empty, or the data. */
export function PanelCard<T>({ testId, title, query, empty, failed, action, children }: PanelCardProps<T>) {
  const { t } = useTranslation();
  const emptyText = query.data === undefined ? null : empty(query.data);
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {query.isError ? (
          <Alert
            severity="error"
            data-testid={`${testId}-error`}
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()} data-testid={`${testId}-retry`}>
                {t('dashboard.retry')}
              </Button>
            }
          >
            {apiErrorText(query.error, failed)}
          </Alert>
        ) : query.data === undefined ? (
          <Skeleton variant="rounded" height={120} data-testid={`${testId}-loading`} />
        ) : emptyText !== null ? (
          <Typography color="text.secondary" data-testid={`${testId}-empty`}>
            {emptyText}
          </Typography>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
