import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DAYPART_ACTIONS, hasAnyRight, rightsOfDaypartAction, WEEKDAYS_ONLY, type DaypartAction, type DaypartNumber } from '@app/contracts';
import { useSession } from '@app/platform/session';
import { entityListKey } from '@app/ui/entity-list';
import { toast, toastWarnings } from '@app/ui/dialog-store';
import { QueryProblem } from '@app/ui/query-state';
import { RequestCalendar } from '../../components/request-calendar';
import { requestDays } from '../../lib/calendar-days';
import type { RequestTabProps } from '../../lib/popup-tabs';
import { requestApi, requestKeys } from '../../lib/request-api';
import { ActionBar } from './action-bar';
import { DaypartActionDialog, type DaypartActionBody } from './daypart-action-dialog';
import { actionTargets, daypartIndex } from './daypart-targets';
import { DaypartTable } from './daypart-table';
import { useRequestDayparts } from './api/schedule-api';

const NO_DAYS: ReadonlySet<string> = new Set();

/**
 * The Schedule tab (REQ-DP-01..05): the request's dayparts on its calendar, several days selected
 * at once, and the daypart actions, each enabled only when its precondition holds on the selection
 * and the user may take it; every action asks a confirmation with its reason. On a phone the
 * dayparts show as a list first.
 */
export function ScheduleTab({ request, lockedByOther, startEditing }: RequestTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const payload = useSession((s) => s.payload);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [view, setView] = useState<'calendar' | 'list' | null>(null);
  const shownView = view ?? (phone ? 'list' : 'calendar');
  const [selected, setSelected] = useState<ReadonlySet<string>>(NO_DAYS);
  const [open, setOpen] = useState<DaypartAction | null>(null);
  const dayparts = useRequestDayparts(request.id);

  const answer = dayparts.data;
  const index = useMemo(() => daypartIndex(answer?.dayparts ?? []), [answer]);
  const days = useMemo(() => (answer ? requestDays(answer.dayparts, answer.context) : {}), [answer]);
  const describe = useCallback(
    (date: string, daypart: DaypartNumber) => {
      const part = index.get(`${date}/${daypart}`);
      if (!part) return undefined;
      const state = t(`daypart_state.${part.state}`);
      return part.person ? `${state}: ${part.person.full_name}` : state;
    },
    [index, t],
  );

  // add belongs to whoever may create requests; every other action to an editor of this request (REQ-DP-05)
  const mayTake = (action: DaypartAction) =>
    !lockedByOther && hasAnyRight(payload, rightsOfDaypartAction(action)) && (action === 'add' || request.editable);
  const weekSchedule = answer?.context.week_schedule ?? null;
  const workingWeekend = answer?.context.working_weekend ?? WEEKDAYS_ONLY;
  const offered = DAYPART_ACTIONS.map((action) => ({
    action,
    targets: mayTake(action) ? actionTargets(action, selected, index, weekSchedule, workingWeekend, answer?.context.days) : [],
  }));
  const current = offered.find((o) => o.action === open);

  const act = async (body: DaypartActionBody) => {
    if (!(await startEditing())) throw new Error(t('lock.held_by_other'));
    const answer = await requestApi.act(request.id, body);
    toast(t(`actions.done.${body.action}`, { count: current?.targets.length ?? 0 }), {
      severity: 'success',
      testId: 'daypart-action-toast',
    });
    toastWarnings(answer.meta, 'daypart-action-toast');
    setOpen(null);
    setSelected(NO_DAYS);
    await queryClient.invalidateQueries({ queryKey: requestKeys.request(request.id) });
    void queryClient.invalidateQueries({ queryKey: entityListKey('request') });
  };

  if (dayparts.isError) return <QueryProblem query={dayparts} failed="schedule.load_failed" testId="schedule" />;
  if (!answer) return <Skeleton variant="rounded" height={360} data-testid="schedule-loading" />;

  return (
    <Stack sx={{ gap: 2 }} data-testid="schedule-tab">
      {lockedByOther ? (
        <Alert severity="warning" data-testid="schedule-locked">
          {t('lock.locked_by_other', { name: request.lock.locked_by?.full_name ?? '' })}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <ActionBar
          actions={offered.map(({ action, targets }) => ({ action, count: targets.length }))}
          selectedDays={selected.size}
          onAction={(action) => {
            // choosing an action starts an edit: the lock is taken while the user gives the reason
            void startEditing().then((ok) => ok && setOpen(action));
          }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shownView}
          onChange={(_e, next: 'calendar' | 'list' | null) => next && setView(next)}
        >
          <ToggleButton value="calendar" data-testid="schedule-view-calendar">
            {t('schedule.view.calendar')}
          </ToggleButton>
          <ToggleButton value="list" data-testid="schedule-view-list">
            {t('schedule.view.list')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {shownView === 'calendar' ? (
        <RequestCalendar
          context={answer.context}
          days={days}
          selected={selected}
          onChange={setSelected}
          mode={lockedByOther ? 'locked' : 'select'}
          describeDaypart={describe}
          testId="schedule-calendar"
        />
      ) : (
        <DaypartTable dayparts={answer.dayparts} />
      )}
      {current && open ? (
        <DaypartActionDialog key={open} action={open} targets={current.targets} onCancel={() => setOpen(null)} onSubmit={act} />
      ) : null}
    </Stack>
  );
}
