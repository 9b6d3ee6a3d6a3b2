import {
  isOpenState,
  type DaypartNumber,
  type DaypartRef,
  type DaypartState,
  type OfferState,
  type RequestDaypartCell,
  type RequestStatus,
} from '@app/contracts';
import { stateAt } from '../offers/offer-states';
import { dateInAmsterdam, isoWeekday } from './iso-dates';

/** A request date as the cell rule reads it. */
export interface CellDaypart {
  date: string;
  daypart: DaypartNumber;
  state: DaypartState;
  segment: { extra_time: string } | null;
  /** the plannable vacation it was added in (kept on the row) */
  vacation: string | null;
}

/** A key of one date's daypart. */
export const cellKey = (date: string, daypart: number) => `${date}:${daypart}`;

/** What the cells of one request are worked out from: the request, its branch's days and the work around it. */
export interface CellFacts {
  now: Date;
  request: {
    number: number;
    hasAbsentee: boolean;
    status: RequestStatus;
    reason: { id: number; description: string } | null;
  };
  workingWeekend: { saturday: boolean; sunday: boolean };
  /** the branch's vacations around the request's dates, of any type */
  vacations: readonly { name: string; type: string; start_date: string; end_date: string; plannable: boolean }[];
  /** the request's offers, oldest first */
  offers: readonly { state: OfferState; expiresAt: Date; dayparts: readonly DaypartRef[] }[];
  /** by cellKey: the other request the absentee is planned on */
  absenteeWork: ReadonlyMap<string, { requestId: number; absenteeFullName: string; branchName: string }>;
  /** by cellKey: the other request the absentee holds an open reservation of */
  absenteeReservations: ReadonlyMap<string, { requestId: number; branchName: string }>;
  /** cellKeys on which the planned person is marked unavailable or absent */
  unavailable: ReadonlySet<string>;
  /** cellKeys on which the planned person marked themselves absent (a subset of unavailable) */
  absented: ReadonlySet<string>;
}

const WEEKEND: Readonly<Record<number, 'saturday' | 'sunday'>> = { 6: 'saturday', 7: 'sunday' };

/** The branch's day: a working weekend day or weekday, unless a vacation that allows no planning covers it. */
function dayOf(date: string, facts: CellFacts) {
  const covering = facts.vacations.filter((v) => v.start_date <= date && date <= v.end_date);
  const weekend = WEEKEND[isoWeekday(date)];
  const closedBy = covering.find((v) => !v.plannable);
  const nonWorking: RequestDaypartCell['non_working_day'] =
    weekend && !facts.workingWeekend[weekend]
      ? { type: 'weekend', name: weekend }
      : closedBy
        ? { type: closedBy.type, name: closedBy.name }
        : false;
  return {
    covering,
    nonWorking,
    holiday: covering.find((v) => v.type === 'holiday')?.name ?? null,
    plannable: covering.some((v) => v.plannable),
  };
}

/** REQ-DATA-04/05: the server's part of a request daypart's calendar cell (docs/requests.md 'A daypart's cell'). */
export function daypartCell(d: CellDaypart, facts: CellFacts): RequestDaypartCell {
  const key = cellKey(d.date, d.daypart);
  const day = dayOf(d.date, facts);
  const active = d.date >= dateInAmsterdam(facts.now);
  const covering = facts.offers.filter((o) => o.dayparts.some((r) => r.date === d.date && r.daypart === d.daypart));
  const shown = covering.map((o) => stateAt(o, facts.now));
  const last = shown.at(-1);
  const toStaff = isOpenState(d.state);
  return {
    checked: d.state !== 'removed',
    active,
    extra_time: d.segment?.extra_time ?? null,
    holiday: day.holiday,
    work_day: day.nonWorking === false,
    non_working_day: day.nonWorking,
    plannable_vacation: day.plannable || d.vacation !== null,
    planned_during_vacation: d.state === 'planned' && (day.covering.length > 0 || d.vacation !== null),
    absence: facts.request.hasAbsentee,
    available: d.state === 'open' && active,
    confirm_invite: shown.includes('wait_for_deny'),
    denied: toStaff && last === 'denied',
    expired: toStaff && last === 'expired',
    unavailable: d.state === 'planned' && facts.unavailable.has(key),
    current_state: d.state === 'planned' && facts.absented.has(key) ? 'absented' : null,
    substituted: facts.absenteeWork.get(key) ?? null,
    reservation: facts.absenteeReservations.get(key) ?? null,
    reason_for_absence: facts.request.reason,
    completed: facts.request.status === 'completed',
    high: facts.request.status === 'high',
    medium: facts.request.status === 'medium',
    request_date: { request: facts.request.number, date: d.date, daypart: d.daypart },
  };
}
