import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';

interface ProblemProps {
  query: UseQueryResult<unknown>;
  /** i18n key of the text when the server's answer names no reason */
  failed: string;
  /** prefix of the test ids: `-error`, `-retry`, `-loading` */
  testId: string;
}

/** A failed load with its retry, or a skeleton while it loads; null once there is data. */
export function QueryProblem({ query, failed, testId }: ProblemProps) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <Alert
        severity="error"
        data-testid={`${testId}-error`}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()} data-testid={`${testId}-retry`}>
            {t('app.retry')}
          </Button>
        }
      >
        {apiErrorText(query.error, t(failed))}
      </Alert>
    );
  return query.isPending ? <Skeleton variant="rounded" height={160} data-testid={`${testId}-loading`} /> : null;
}

export interface QueryStateProps<T> extends Omit<ProblemProps, 'query'> {
  query: UseQueryResult<T>;
  /** i18n key of the empty text (data that is never empty, one record, names none) */
  empty?: string;
  isEmpty?(data: T): boolean;
  children(data: T): ReactNode;
}

/** A screen's data with the states of a mature screen: a skeleton while it loads, an error with retry, an empty text. */
export function QueryState<T>({ query, failed, empty, isEmpty, testId, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isError || query.isPending) return <QueryProblem query={query} failed={failed} testId={testId} />;
  if (empty && isEmpty?.(query.data))
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={`${testId}-empty`}>
        {t(empty)}
      </Typography>
    );
  return <>{children(query.data)}</>;
}
