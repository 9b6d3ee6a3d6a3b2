import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { navigate } from '@app/platform/navigation';
import { RecordsTable } from '../../components/records-table';
import { useListTemplate } from '@app/ui/entity-list';
import { useBranchPersons } from './api/branch-tabs-api';

/**
 * The branch popup's Persons tab (MD-BPOP-01): the person list with the branch filter fixed, in the
 * person list's columns; a row opens that person.
 */
export function BranchPersonsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const template = useListTemplate('person');
  const persons = useBranchPersons(id);
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
