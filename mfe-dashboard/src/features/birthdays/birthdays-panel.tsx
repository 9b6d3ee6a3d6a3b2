import { useEffect } from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Cake from '@mui/icons-material/Cake';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@app/platform/dates';
import { PersonAvatar } from '@app/ui/person-avatar';
import { PanelCard } from '../../components/panel-card';
import { useBirthdays } from '../../lib/dashboard-api';
import { celebrate } from './celebrate';

/**
 * The birthdays panel (DASH-12..14): the persons with a birthday within the pool's display days,
 * soonest first, with their photo (initials without one) and age; a birthday today is marked and celebrated with confetti once.
 * The page shows the panel only with DASHBOARD_BIRTHDAYS and while the pool setting enables it.
 * `onToday` is the celebration (confetti; a test passes its own).
 */
export function BirthdaysPanel({ onToday = celebrate }: { onToday?: () => Promise<void> }) {
  const { t } = useTranslation();
  const birthdays = useBirthdays();
  const hasToday = birthdays.data?.persons.some((p) => p.today) ?? false;
  useEffect(() => {
    if (hasToday) void onToday();
  }, [hasToday, onToday]);
  return (
    <PanelCard
      testId="birthdays-panel"
      title={t('dashboard.birthdays.title')}
      query={birthdays}
      failed="dashboard.birthdays.load_failed"
      empty="dashboard.birthdays.empty"
      isEmpty={(data) => data.persons.length === 0}
    >
      {(data) => (
        <List dense disablePadding>
          {data.persons.map((person) => (
            <ListItem key={person.id} disableGutters data-testid={`birthday-${person.id}`} data-today={person.today}>
              <ListItemAvatar>
                <PersonAvatar
                  personId={person.id}
                  name={person.full_name}
                  hasPhoto={person.image !== null}
                  sx={person.today ? { bgcolor: 'secondary.main' } : undefined}
                />
              </ListItemAvatar>
              <ListItemText
                primary={person.full_name}
                secondary={[
                  person.today
                    ? t('dashboard.birthdays.today', { age: person.age })
                    : t('dashboard.birthdays.on', { date: formatDisplayDate(person.date), age: person.age }),
                  ...person.function_types,
                ].join(' · ')}
              />
              {person.today ? <Chip icon={<Cake />} color="secondary" size="small" label={t('dashboard.birthdays.congratulate')} /> : null}
            </ListItem>
          ))}
        </List>
      )}
    </PanelCard>
  );
}
