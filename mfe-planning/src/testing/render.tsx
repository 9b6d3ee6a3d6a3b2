import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ExtraPermission, Permission, type PersonCalendarView, type PersonDaypartView } from '@app/contracts';
import { registerTexts } from '@app/i18n';
import { dayjs } from '@app/platform/dates';
import { sessionStore } from '@app/platform/session';
import { GlobalDialogs } from '@app/ui/dialogs';
import { BaseProviders } from '@app/ui/providers';
import { texts } from '../i18n';

const NAMESPACE = 'mfe_planning';
// as the module's lifecycles do when it mounts
registerTexts(NAMESPACE, texts);

/** The demo substitute's rights: their own planning and availability. */
export const SUBSTITUTE = [Permission.PLANNING_VIEW, ExtraPermission.AVAILABILITY_EDIT];
/** A planner's: others' planning too. */
export const PLANNER = [...SUBSTITUTE, Permission.CALENDAR_EDIT, Permission.PERSON_VIEW];

/** Signs a profile in with these rights, linked to person 7 unless told otherwise. */
export function signIn(allow: string[] = SUBSTITUTE, personId: number | null = 7) {
  sessionStore.setState({
    payload: {
      username: 'invaller',
      pool_id: 1,
      profile_id: 3,
      person_id: personId,
      finished: 1,
      is_sysadmin: false,
      roles: [],
      allow,
      person_name: 'Ingrid Invaller',
    } as never,
  });
}

/**
 * Makes `matchMedia` answer as a phone (every `down` query matches) or a desktop (none does):
 * the screen picks its default tab by it.
 */
export function setScreen(kind: 'phone' | 'desktop') {
  const media = (query: string) => ({
    matches: kind === 'phone',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
}

function PlanningProviders({ children }: { children: ReactNode }) {
  return (
    <BaseProviders namespace={NAMESPACE}>
      {children}
      <GlobalDialogs />
    </BaseProviders>
  );
}

/** Renders with a fresh query client (no retries), the module's texts and the global dialogs and toasts. */
export function renderPlanning(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PlanningProviders>{ui}</PlanningProviders>
    </QueryClientProvider>,
  );
}

/** A daypart as calendar-detail sends it: available by the working week unless told. */
export const daypart = (n: 1 | 2, overrides: Partial<PersonDaypartView> = {}): PersonDaypartView => ({
  daypart: n,
  availability: 'available',
  source: 'week',
  planned: null,
  status: 'available',
  ...overrides,
});

/** A person's calendar from .. to, every weekday available and the weekend not; `days` overrides dates. */
export function calendarView(
  from: string,
  to: string,
  days: Record<string, PersonDaypartView[]> = {},
  person = { id: 7, full_name: 'Ingrid Invaller' },
): PersonCalendarView {
  const out: PersonCalendarView['days'] = {};
  for (let d = dayjs(from); !d.isAfter(dayjs(to)); d = d.add(1, 'day')) {
    const date = d.format('YYYY-MM-DD');
    const weekend = d.isoWeekday() >= 6;
    const base = weekend
      ? [
          daypart(1, { availability: 'unavailable', status: 'unavailable' }),
          daypart(2, { availability: 'unavailable', status: 'unavailable' }),
        ]
      : [daypart(1), daypart(2)];
    out[date] = { date, dayparts: days[date] ?? base };
  }
  return { person, from, to, defaults: {}, days: out };
}
