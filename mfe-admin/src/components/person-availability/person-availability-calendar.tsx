import { useCallback, useMemo } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiDateToDisplay } from '@app/ui/template-form';
import { personCalendarDays, personWorkingWeekend, YearCalendar, type DescribeDaypart } from '@app/ui/year-calendar';
import { QueryProblem } from '@app/ui/query-state';
import { usePersonCalendar } from '../../lib/person-calendar-api';

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * A person's availability over the current period, read-only, drawn as the planning screen draws
 * it (the kit's year calendar and its person calendar rules): the person popup's Availabilities tab
 * and the Availabilities tab of "my data". Changing it is the planning screen's.
 */
export function PersonAvailabilityCalendar({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const calendar = usePersonCalendar(personId);
  const days = useMemo(() => (calendar.data ? personCalendarDays(calendar.data) : {}), [calendar.data]);
  const weekend = useMemo(() => (calendar.data ? personWorkingWeekend(calendar.data) : undefined), [calendar.data]);
  const describe = useCallback<DescribeDaypart>(
    (date, daypart) => {
      const part = calendar.data?.days[date]?.dayparts.find((d) => d.daypart === daypart);
      return part ? t(`person_planning.status.${part.status}`) : undefined;
    },
    [calendar.data, t],
  );
  if (calendar.isPending) return <Skeleton height={240} />;
  if (calendar.isError) return <QueryProblem query={calendar} failed="entity_popup.load_failed" testId="person-availability-calendar" />;
  const { from, to } = calendar.data;
  return (
    <Stack spacing={1} data-testid="person-availabilities">
      <Typography variant="body2" color="text.secondary">
        {t('person_planning.availabilities.range', { from: apiDateToDisplay(from), to: apiDateToDisplay(to) })}
      </Typography>
      <YearCalendar
        start={from}
        end={to}
        days={days}
        workingWeekend={weekend}
        mode="read-only"
        selected={NO_SELECTION}
        describeDaypart={describe}
        label={t('person_planning.availabilities.label', { name: calendar.data.person.full_name })}
        testId="person-availabilities-calendar"
      />
    </Stack>
  );
}
