import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RequestMessages } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { QueryProblem } from '@app/ui/query-state';
import { RequestCalendar } from '../../components/request-calendar';
import { vacationDays } from '../../lib/calendar-days';
import { contractText } from '../../lib/schema-errors';
import { absenteeOverlap, vacationWarnings, type DaypartChoice } from './create-rules';
import type { CreateRequestState } from './use-create-request';

/** The absence warnings of the chosen days: the absentee is already absent (setting 'warn'), or a vacation without planning. */
export function DayWarnings({ state }: { state: CreateRequestState }) {
  const overlap = absenteeOverlap(state.selected, state.context.data);
  const vacations = vacationWarnings(state.selected, state.context.data);
  return (
    <>
      {overlap.length ? (
        <Alert severity="warning" data-testid="create-absent-warning">
          {contractText(RequestMessages.alreadyAbsent)} ({overlap.map(formatDisplayDate).join(', ')})
        </Alert>
      ) : null}
      {vacations.length ? (
        <Alert severity="warning" data-testid="create-vacation-warning">
          {contractText(RequestMessages.inVacation, { vacations: vacations.join(', ') })}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * Step 2, the dayparts (REQ-CREATE-07..11): the schedule's period on the year calendar, days picked
 * by click, group or drag; the schedule decides which dayparts a day offers and the choice narrows
 * them to mornings or afternoons. Disabled days are the calendar's rules (off schedule, a vacation
 * the schedule leaves out, a non-working weekend, the absentee's dates with 'prevent').
 */
export function StepDayparts({ state }: { state: CreateRequestState }) {
  const { t } = useTranslation();
  const context = state.context.data;
  const days = useMemo(() => (context ? vacationDays(context) : {}), [context]);

  if (state.context.isError) return <QueryProblem query={state.context} failed="create.context_failed" testId="create-context" />;
  if (!context) return <Skeleton variant="rounded" height={360} data-testid="create-context-loading" />;

  return (
    <Stack sx={{ gap: 2 }} data-testid="create-step-dayparts">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <RadioGroup
          row
          value={String(state.choice)}
          onChange={(_e, value) => state.setChoice(value === 'both' ? 'both' : (Number(value) as DaypartChoice))}
          aria-label={t('create.daypart_choice')}
        >
          <FormControlLabel
            value="both"
            control={<Radio size="small" />}
            label={t('create.choice.both')}
            data-testid="create-choice-both"
          />
          <FormControlLabel value="1" control={<Radio size="small" />} label={t('create.choice.morning')} data-testid="create-choice-1" />
          <FormControlLabel value="2" control={<Radio size="small" />} label={t('create.choice.afternoon')} data-testid="create-choice-2" />
        </RadioGroup>
        <Typography variant="body2" data-testid="create-chosen-count">
          {t('create.chosen', { days: state.selected.size, dayparts: state.chosen.count })}
        </Typography>
      </Stack>
      {state.daypartError ? (
        <Alert severity="error" data-testid="create-dayparts-error">
          {state.daypartError}
        </Alert>
      ) : null}
      <DayWarnings state={state} />
      <RequestCalendar context={context} days={days} selected={state.selected} onChange={state.setSelected} testId="create-calendar" />
    </Stack>
  );
}
