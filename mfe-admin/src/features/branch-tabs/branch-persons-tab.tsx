import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { api } from '@app/platform/api';
import { navigate } from '@app/platform/navigation';
import { RecordsTable } from '../../components/records-table';
import { useListTemplate } from '@app/ui/entity-list';

type PersonRow = Record<string, unknown> & { id: number };

/** The person list's query for the persons working at a branch: a live contract there or below it. */
export const branchPersonsQuery = (branchId: number) => ({ 'filters[branch][]': String(branchId), itemsPerPage: '-1' });

/**
 * The branch popup's Persons tab (MD-BPOP-01): the person list with the branch filter fixed, in the
 * person list's columns; a row opens that person.
 */
export function BranchPersonsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const template = useListTemplate('person');
  const persons = useQuery({
    queryKey: ['entity-list', 'person', 'branch', id],
    queryFn: async () => (await api.get<PersonRow[]>('/person', { query: branchPersonsQuery(id) })).data,
    staleTime: 0,
  });
  if (template.isError || persons.isError) return <Alert severity="error">{t('entity_popup.load_failed')}</Alert>;
  if (!template.data || !persons.data) return <Skeleton height={160} />;
  return (
    <RecordsTable
      // the person list's fixed columns; the optional ones (additional fields, ADR 0106) stay in the list
      columns={template.data.elements.columns.filter((c) => !c.optional)}
      rows={persons.data}
      testId="branch-persons"
      emptyText="branch.no_persons"
      onOpen={(row) => navigate(`/person/${String(row.id)}`)}
    />
  );
}
