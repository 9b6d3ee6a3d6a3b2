import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_AVAILABILITY_STATES,
  type AvailabilityDefaultsInput,
  type DefaultAvailabilityState,
  type PersonCalendarView,
} from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import { DAYPARTS } from '@app/ui/year-calendar';
import { useSaveDefaults } from './api/use-planning';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** '' is no default of one's own: the working week's (available Monday to Friday) */
type SlotValue = DefaultAvailabilityState | '';
type Draft = Record<string, SlotValue>;

const slot = (weekDay: number, daypart: number) => `${weekDay}:${daypart}`;

function draftOf(defaults: PersonCalendarView['defaults']): Draft {
  const draft: Draft = {};
  for (const weekDay of WEEKDAYS) for (const daypart of DAYPARTS) draft[slot(weekDay, daypart)] = defaults[weekDay]?.[daypart] ?? '';
  return draft;
}

/** The slots that differ from what the server holds: a new state, or null to drop the default. */
export function changedSlots(saved: Draft, draft: Draft): AvailabilityDefaultsInput['defaults'] {
  return Object.entries(draft)
    .filter(([key, value]) => saved[key] !== value)
    .map(([key, value]) => {
      const [weekDay, daypart] = key.split(':').map(Number) as [number, 1 | 2];
      return { week_day: weekDay, daypart, state: value === '' ? null : value };
    });
}

/**
 * The person's week schedule per weekday (the default week): each daypart available, unavailable
 * or the working week's; days without a mark of their own follow it. Keyed by the saved defaults,
 * so a save or another person starts a fresh draft.
 */
export function WeekSchedule({ view, url, person, canEdit }: { view: PersonCalendarView; url: string; person: number; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  const [saved] = useState(() => draftOf(view.defaults));
  const [draft, setDraft] = useState(saved);
  const save = useSaveDefaults(url, person);
  const changes = changedSlots(saved, draft);
  return (
    <Accordion sx={{ mt: 2 }} data-testid="week-schedule">
      <AccordionSummary aria-controls="week-schedule-content" id="week-schedule-header">
        <Typography variant="subtitle1">{t('week.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="week-schedule-content">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('week.help')}
        </Typography>
        <Stack sx={{ gap: 1 }}>
          {WEEKDAYS.map((weekDay) => (
            <Stack key={weekDay} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
              <Typography sx={{ minWidth: 110, textTransform: 'capitalize' }}>
                {dayjs().locale(locale).isoWeekday(weekDay).format('dddd')}
              </Typography>
              {DAYPARTS.map((daypart) => (
                <TextField
                  key={daypart}
                  select
                  size="small"
                  sx={{ minWidth: 180 }}
                  disabled={!canEdit || save.isPending}
                  label={t(daypart === 1 ? 'dayparts.morning' : 'dayparts.afternoon')}
                  value={draft[slot(weekDay, daypart)]}
                  onChange={(e) => setDraft({ ...draft, [slot(weekDay, daypart)]: e.target.value as SlotValue })}
                  slotProps={{ select: { displayEmpty: true }, htmlInput: { 'data-testid': `week-${weekDay}-${daypart}` } }}
                >
                  <MenuItem value="">{t(weekDay <= 5 ? 'week.working_week_available' : 'week.working_week_unavailable')}</MenuItem>
                  {DEFAULT_AVAILABILITY_STATES.map((state) => (
                    <MenuItem key={state} value={state}>
                      {t(`states.${state}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Stack>
          ))}
        </Stack>
        {canEdit && (
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            disabled={changes.length === 0 || save.isPending}
            onClick={() => save.mutate(changes)}
            data-testid="week-save"
          >
            {t('week.save')}
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
