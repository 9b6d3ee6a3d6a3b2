import Skeleton from '@mui/material/Skeleton';
import { navigate } from '@app/platform/navigation';
import { RecordsTable } from '../../components/records-table';
import { useListTemplate } from '@app/ui/entity-list';
import { QueryProblem } from '@app/ui/query-state';
import { useBranchPersons } from './api/branch-tabs-api';

/**
 * The branch popup's Persons tab (MD-BPOP-01): the person list with the branch filter fixed, in the
 * person list's columns; a row opens that person.
 */
export function BranchPersonsTab({ id }: { id: number }) {
  const template = useListTemplate('person');
  const persons = useBranchPersons(id);
  if (template.isError || persons.isError)
    return <QueryProblem query={template.isError ? template : persons} failed="entity_popup.load_failed" testId="branch-persons" />;
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
