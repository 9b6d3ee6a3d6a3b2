import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RecordAdditionalFields } from '@app/contracts';
import { api } from '@app/platform/api';
import { OtherDataForm } from './other-data-form';

/** GET/PUT {person|branch}/{id}/additional-fields */
const pathOf = (entity: 'person' | 'branch', id: number) => `/${entity}/${id}/additional-fields`;

/**
 * The Other data of a person (the popup's tab) or a branch: the pool's additional fields of that
 * location with the record's typed values (ADR 0101).
 */
export function OtherDataTab({ entity, id }: { entity: 'person' | 'branch'; id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['additional-fields', entity, id] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<RecordAdditionalFields>(pathOf(entity, id))).data,
    staleTime: 0,
  });
  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) return <Alert severity="error">{t('entity_popup.load_failed')}</Alert>;
  if (!query.data.fields.length)
    return (
      <Typography color="text.secondary" data-testid={`${entity}-other-data-empty`}>
        {t('other_data.none')}
      </Typography>
    );
  return (
    <OtherDataForm
      fields={query.data.fields}
      canEdit={query.data.can_edit}
      testId={`${entity}-other-data`}
      onSave={async (values) => {
        const saved = (await api.put<RecordAdditionalFields>(pathOf(entity, id), { values })).data;
        queryClient.setQueryData(key, saved);
      }}
    />
  );
}
