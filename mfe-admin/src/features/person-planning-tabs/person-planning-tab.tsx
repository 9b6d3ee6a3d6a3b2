import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PersonCalendarView } from '@app/contracts';
import { apiDateToDisplay } from '@app/ui/template-form';
import { QueryProblem } from '@app/ui/query-state';
import { usePersonCalendar } from '../../lib/person-calendar-api';
import { RecordsTable } from '../../components/records-table';
import { plainColumns } from '../../components/row-actions';

const COLUMNS = plainColumns([
  ['date', 'person_planning.planning.date'],
  ['daypart', 'person_planning.planning.daypart'],
  ['request', 'person_planning.planning.request'],
  ['branch', 'person_planning.planning.branch'],
]);

/** The staffed dayparts of the calendar detail, by date and daypart. */
export function plannedDayparts(view: PersonCalendarView) {
  return Object.values(view.days)
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((day) =>
      day.dayparts
        .filter((d) => d.planned)
        .map((d) => ({
          id: `${day.date}-${d.daypart}`,
          date: day.date,
          daypart: d.daypart,
          request: d.planned!.request,
          branch: d.planned!.branch,
        })),
    );
}

/** The person popup's Planning tab: the dayparts the person is planned on in the current period (staffing). */
export function PersonPlanningTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const calendar = usePersonCalendar(id);
  if (calendar.isPending) return <Skeleton height={160} />;
  if (calendar.isError) return <QueryProblem query={calendar} failed="entity_popup.load_failed" testId="person-planning" />;
  const rows = plannedDayparts(calendar.data);
  return (
    <Stack spacing={1} data-testid="person-planning">
      <Typography variant="body2" color="text.secondary">
        {t('person_planning.planning.range', { from: apiDateToDisplay(calendar.data.from), to: apiDateToDisplay(calendar.data.to) })}
      </Typography>
      <RecordsTable
        columns={COLUMNS}
        rows={rows}
        testId="person-planning-rows"
        emptyText="person_planning.planning.empty"
        cell={(column, value) => {
          if (column.value === 'date') return apiDateToDisplay(String(value));
          if (column.value === 'daypart') return t(`person_planning.dayparts.${String(value)}`);
          if (column.value === 'request') return `#${String(value)}`;
          return String(value ?? '');
        }}
      />
    </Stack>
  );
}
