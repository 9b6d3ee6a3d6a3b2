import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { DateFormat, inAmsterdam } from '@app/platform/dates';
import { QueryProblem } from '@app/ui/query-state';
import { RecordsTable } from '../../components/records-table';
import { plainColumns } from '../../components/row-actions';
import { usePersonLogs } from './api/person-logs-api';

const COLUMNS = plainColumns([
  ['at', 'person_planning.logs.at'],
  ['event', 'person_planning.logs.event'],
  ['request_number', 'person_planning.logs.request'],
  ['branch_name', 'person_planning.logs.branch'],
  ['author_name', 'person_planning.logs.author'],
]);

/** The person popup's Logs tab: the request log's events naming the person, newest first (staffing). */
export function PersonLogsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const logs = usePersonLogs(id);
  if (logs.isPending) return <Skeleton height={160} />;
  if (logs.isError) return <QueryProblem query={logs} failed="entity_popup.load_failed" testId="person-logs" />;
  return (
    <RecordsTable
      columns={COLUMNS}
      rows={logs.data as unknown as Record<string, unknown>[]}
      testId="person-logs"
      emptyText="person_planning.logs.empty"
      cell={(column, value) => {
        if (column.value === 'at') return inAmsterdam(String(value)).format(DateFormat.dateTime);
        // an event the texts do not know yet shows its code rather than nothing
        if (column.value === 'event') return t(`person_planning.events.${String(value)}`, { defaultValue: String(value) });
        if (column.value === 'request_number') return `#${String(value)}`;
        return String(value ?? '');
      }}
    />
  );
}
