import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListTemplate } from '@app/contracts';
import { api } from '@app/platform/api';
import { navigate } from '@app/platform/navigation';
import { ListCell } from '../entity-list/list-cell';

type PersonRow = Record<string, unknown> & { id: number };

/** The person list's query for the persons working at a branch: a live contract there or below it. */
export const branchPersonsQuery = (branchId: number) => ({ 'filters[branch][]': String(branchId), itemsPerPage: '-1' });

/**
 * The branch popup's Persons tab (MD-BPOP-01): the person list with the branch filter fixed, in the
 * person list's columns; a row opens that person.
 */
export function BranchPersonsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const template = useQuery({
    queryKey: ['template-page', 'person'],
    queryFn: async () => (await api.get<ListTemplate>('/template-page/person')).data,
  });
  const persons = useQuery({
    queryKey: ['entity-list', 'person', 'branch', id],
    queryFn: async () => (await api.get<PersonRow[]>('/person', { query: branchPersonsQuery(id) })).data,
    staleTime: 0,
  });
  if (template.isError || persons.isError) return <Alert severity="error">{t('entity_popup.load_failed')}</Alert>;
  if (!template.data || !persons.data) return <Skeleton height={160} />;
  if (persons.data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="branch-persons-empty">
        {t('admin_screens.branch.no_persons')}
      </Typography>
    );
  const columns = template.data.elements.columns.filter((c) => c.element !== 'list-actions');
  return (
    <Table size="small" data-testid="branch-persons">
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.value}>{t(c.label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {persons.data.map((row) => (
          <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/person/${row.id}`)} data-testid={`branch-persons-row-${row.id}`}>
            {columns.map((c) => (
              <TableCell key={c.value}>
                <ListCell column={c} value={row[c.value]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
