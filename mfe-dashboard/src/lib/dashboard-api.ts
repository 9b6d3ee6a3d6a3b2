import type { BirthdaysAnswer, DashboardCard, FillRateWeek, PlanningAnswer, UpcomingWorkAnswer } from '@app/contracts';
import { api } from '@app/platform/api';

export const dashboardKeys = {
  cards: ['dashboard', 'cards'] as const,
  planning: ['dashboard', 'planning'] as const,
  fillRate: ['dashboard', 'fill-rate'] as const,
  upcomingWork: ['dashboard', 'upcoming-work'] as const,
};

/** GET request/statuses: the cards the profile holds the right of (DASH-01..04). */
export async function readCards(signal?: AbortSignal) {
  const { data } = await api.get<DashboardCard[]>('/request/statuses', { signal });
  return data;
}

/** GET request/planned: today's and tomorrow's planning (DASH-05). */
export async function readPlanning(signal?: AbortSignal) {
  const { data } = await api.get<PlanningAnswer>('/request/planned', { signal });
  return data;
}

/** GET request/upcoming-work: one's own planned dayparts of the coming two weeks. */
export async function readUpcomingWork(signal?: AbortSignal) {
  const { data } = await api.get<UpcomingWorkAnswer>('/request/upcoming-work', { signal });
  return data;
}

/** GET request/fill-rate: the share of dayparts planned per coming week. */
export async function readFillRate(signal?: AbortSignal) {
  const { data } = await api.get<FillRateWeek[]>('/request/fill-rate', { signal });
  return data;
}

export const birthdaysKey = ['dashboard', 'birthdays'] as const;

/** GET person/birthdays (master data): whether the pool shows the panel, and the persons (DASH-12). */
export async function readBirthdays(signal?: AbortSignal) {
  const { data } = await api.get<BirthdaysAnswer>('/person/birthdays', { signal });
  return data;
}
