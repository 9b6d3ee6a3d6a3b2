import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** i18n keys of the error and the empty text (data that is never empty, one record, names none) */
  failed: string;
  empty?: string;
  isEmpty?(data: T): boolean;
  testId: string;
  children(data: T): ReactNode;
}

/** A tab's data with the states of a mature screen: a skeleton while it loads, an error with retry, an empty text. */
export function QueryState<T>({ query, failed, empty, isEmpty, testId, children }: QueryStateProps<T>) {
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
  if (query.isPending) return <Skeleton variant="rounded" height={160} data-testid={`${testId}-loading`} />;
  if (empty && isEmpty?.(query.data))
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={`${testId}-empty`}>
        {t(empty)}
      </Typography>
    );
  return <>{children(query.data)}</>;
}
