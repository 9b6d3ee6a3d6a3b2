import { z } from 'zod';
import { ExtraPermission as E } from '../permission-catalogue';
import { Permission as P } from '../permissions';
import type { DaypartNumber, DaypartState } from './daypart-actions';
import { RequestRights } from './request-rights';

/**
 * The dashboard's staffing data (spec 000 section 2 'Dashboard', DASH-01..07): the cards, the planning panel of today and tomorrow and the fill rate of the coming
 * weeks. docs/dashboard.md has the rules.
 */
export const DASHBOARD_CARD_KEYS = ['open_dayparts', 'approval', 'processing'] as const;
export type DashboardCardKey = (typeof DASHBOARD_CARD_KEYS)[number];

/** The right each card needs (DASH-02..04). */
export const DASHBOARD_CARD_RIGHTS: Record<DashboardCardKey, string> = {
  open_dayparts: E.DASHBOARD_DAYPARTS,
  approval: E.DASHBOARD_APPROVED,
  processing: E.DASHBOARD_PROCESSED,
};

/** Dashboard card (spec 000 section 3): `text` and `sub_text` are the screen's translation keys. */
export interface DashboardCard {
  key: DashboardCardKey;
  text: string;
  value: number;
  sub_text: string;
  icon: string;
  default_value: number;
}

export interface PlanningDaypart {
  status: DaypartState;
  person: { id: number; full_name: string } | null;
  type: 'planned';
  reason: string | null;
}

/** Planning item (spec 000 section 3, DASH-06): one request on one date with its two dayparts. */
export interface PlanningItem {
  id: number;
  number: number;
  startDate: string;
  priority: 'completed' | 'medium' | 'high' | 'default';
  branch: string;
  branchId: number;
  scheduleName: string;
  absentee: string | null;
  city: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  address: string | null;
  requiredLabels: string[];
  dayparts: Partial<Record<DaypartNumber, PlanningDaypart>>;
}

/** GET request/planned: today's and tomorrow's items, and whether they are the caller's own work. */
export interface PlanningAnswer {
  own: boolean;
  today: string;
  tomorrow: string;
  items: PlanningItem[];
}

/**
 * How far ahead a substitute's upcoming work reaches by default: today and the 13 days after it. The
 * pool setting planning_days_shown (MD-SET-07, 1 to 90) changes it; master data's catalogue takes this as its default.
 */
export const UPCOMING_WORK_DAYS = 14;

/** One daypart a person is planned on (GET request/upcoming-work): where, when and for which request. */
export interface UpcomingWorkItem {
  date: string;
  daypart: DaypartNumber;
  /** the request's number, its id on screen and in the API (ADR 0030) */
  request_number: number;
  branch: { id: number; name: string; city: string | null; address: string | null };
  schedule: string;
}

/** GET request/upcoming-work: the caller's own planned dayparts from `from` through `to`, soonest first. */
export interface UpcomingWorkAnswer {
  from: string;
  to: string;
  /** the days from `from` through `to`: the pool's planning_days_shown */
  days: number;
  items: UpcomingWorkItem[];
}

/** The coming weeks the fill-rate chart shows: 1 to 8, default 4. */
export const FILL_RATE_WEEKS = { min: 1, max: 8, default: 4 } as const;
export const fillRateQuerySchema = z.object({
  weeks: z.coerce.number().int().min(FILL_RATE_WEEKS.min).max(FILL_RATE_WEEKS.max).default(FILL_RATE_WEEKS.default),
});

/** One coming week (Monday `week_start`): its wanted dayparts and how many are planned; rate null without dayparts. */
export interface FillRateWeek {
  week_start: string;
  dayparts: number;
  planned: number;
  rate: number | null;
}

/** Who may call what (any one right of a list suffices). */
export const DashboardRights = {
  cards: [E.DASHBOARD_DAYPARTS, E.DASHBOARD_APPROVED, E.DASHBOARD_PROCESSED],
  planning: [E.DASHBOARD_PLANNING],
  /** the fill rate is of the requests a planner sees: the open-dayparts card's right */
  fillRate: [E.DASHBOARD_DAYPARTS],
  /** with one of these the planning panel shows the branches' planned substitutes, else one's own work */
  planner: RequestRights.view,
  addRequest: RequestRights.create,
  dashboard: [P.DASHBOARD_VIEW],
} as const satisfies Record<string, readonly string[]>;

/**
 * Birthday person (spec 000 section 3, DASH-13): `image` is the avatar's path, null when the person
 * has no photo (the panel shows the initials and asks for nothing); `today` marks a birthday today.
 */
export interface BirthdayPerson {
  id: number;
  initials: string;
  image: string | null;
  full_name: string;
  function_types: string[];
  /** the age the person turns on `date` */
  age: number;
  date: string;
  today: boolean;
}

/**
 * GET person/birthdays (master data, DASH-12): `enabled` is the pool setting show_birthdays_panel
 * (without it no persons are read); the persons of the caller's scope whose birthday falls within
 * the setting birthday_display_days from today, soonest first.
 */
export interface BirthdaysAnswer {
  enabled: boolean;
  persons: BirthdayPerson[];
}

/** The birthdays panel's right (DASH-12). */
export const BirthdayRights = [E.DASHBOARD_BIRTHDAYS] as const;
