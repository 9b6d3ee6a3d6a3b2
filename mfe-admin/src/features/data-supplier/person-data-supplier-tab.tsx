import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { apiDateToDisplay } from '@app/ui/template-form';
import { QueryProblem } from '@app/ui/query-state';
import { RecordsTable } from '../../components/records-table';
import { plainColumns } from '../../components/row-actions';
import { usePersonDataSupplier } from './api/data-supplier-api';

const COLUMNS = plainColumns([
  ['supplier_name', 'data_supplier_tab.supplier'],
  ['kind', 'data_supplier_tab.kind'],
  ['external_id', 'data_supplier_tab.external_id'],
  ['imported_at', 'data_supplier_tab.imported_at'],
  ['updated_at', 'data_supplier_tab.updated_at'],
]);

/** The day of an ISO timestamp as DD-MM-YYYY. */
const dayOf = (at: string) => apiDateToDisplay(at.slice(0, 10));

/**
 * The person popup's Data supplier tab (ADR 0102): which supplier imported the person and their
 * contracts, when, and under which external id. Read only: the supplier's import call writes it.
 */
export function PersonDataSupplierTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = usePersonDataSupplier(id);
  if (query.isPending) return <Skeleton height={120} />;
  if (query.isError) return <QueryProblem query={query} failed="entity_popup.load_failed" testId="person-data-supplier" />;
  const rows = query.data.rows.map((r) => ({
    ...r,
    id: `${r.kind}-${r.record_id}-${r.data_supplier_id}`,
    supplier_name: `${r.supplier_name} (${r.supplier_code})`,
    kind: t(`data_supplier_tab.kinds.${r.kind}`),
    imported_at: dayOf(r.imported_at),
    updated_at: dayOf(r.updated_at),
  }));
  return <RecordsTable columns={COLUMNS} rows={rows} testId="person-data-supplier" emptyText="data_supplier_tab.none" />;
}
