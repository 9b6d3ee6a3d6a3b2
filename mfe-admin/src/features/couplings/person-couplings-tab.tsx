import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '@app/ui/query-state';
import { RecordsTable } from '../../components/records-table';
import { plainColumns } from '../../components/row-actions';
import { usePersonCouplings } from './api/couplings-api';

const COLUMNS = plainColumns([
  ['kind', 'couplings.kind'],
  ['name', 'couplings.name'],
  ['detail', 'couplings.detail'],
]);

/** The person popup's Couplings tab (ADR 0101): the person's account, profiles and data suppliers, read only. */
export function PersonCouplingsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = usePersonCouplings(id);
  if (query.isPending) return <Skeleton height={120} />;
  if (query.isError) return <QueryProblem query={query} failed="entity_popup.load_failed" testId="person-couplings" />;
  const rows = query.data.rows.map((c, index) => ({ ...c, id: index + 1, kind: t(`couplings.kinds.${c.kind}`) }));
  return <RecordsTable columns={COLUMNS} rows={rows} testId="person-couplings" emptyText="couplings.none" />;
}
