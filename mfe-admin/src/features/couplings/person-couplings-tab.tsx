import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
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
  if (query.isError) return <Alert severity="error">{t('entity_popup.load_failed')}</Alert>;
  const rows = query.data.rows.map((c, index) => ({ ...c, id: index + 1, kind: t(`couplings.kinds.${c.kind}`) }));
  return <RecordsTable columns={COLUMNS} rows={rows} testId="person-couplings" emptyText="couplings.none" />;
}
