import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RecordAdditionalFields } from '@app/contracts';
import { api, apiErrorText } from '@app/platform/api';
import { OtherDataForm } from './other-data-form';

export interface OtherDataPanelProps {
  /** `GET/PUT` of the record's additional fields: `/person/5/additional-fields`, `/request/12/additional-fields` */
  path: string;
  /** prefix of the test ids: the form's, `<testId>-empty`, `<testId>-error` */
  testId: string;
  /** true: shown read-only whatever the answer's `can_edit` (another user holds the record's lock) */
  readOnly?: boolean;
}

/**
 * The Other data of a record (ADR 0101, 0106): the pool's additional fields of its location with
 * the record's typed values, loaded and saved through `path`; a skeleton while it loads, the
 * error with a retry, a text when the pool has no fields.
 */
export function OtherDataPanel({ path, testId, readOnly = false }: OtherDataPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['additional-fields', path] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<RecordAdditionalFields>(path)).data,
    staleTime: 0,
  });
  if (query.isPending) return <Skeleton height={160} data-testid={`${testId}-loading`} />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        data-testid={`${testId}-error`}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </Button>
        }
      >
        {apiErrorText(query.error, t('errors.generic'))}
      </Alert>
    );
  if (!query.data.fields.length)
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {t('other_data_form.none')}
      </Typography>
    );
  return (
    <OtherDataForm
      fields={query.data.fields}
      canEdit={query.data.can_edit && !readOnly}
      testId={testId}
      onSave={async (values) => {
        const saved = (await api.put<RecordAdditionalFields>(path, { values })).data;
        queryClient.setQueryData(key, saved);
      }}
    />
  );
}
