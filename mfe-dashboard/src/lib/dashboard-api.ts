import { useQuery } from '@tanstack/react-query';
import type { BirthdaysAnswer, DashboardCard, FillRateWeek, PlanningAnswer, UpcomingWorkAnswer } from '@app/contracts';
import { api } from '@app/platform/api';

export const dashboardKeys = {
  cards: ['dashboard', 'cards'] as const,
  planning: ['dashboard', 'planning'] as const,
  fillRate: ['dashboard', 'fill-rate'] as const,
  upcomingWork: ['dashboard', 'upcoming-work'] as const,
};

/** GET request/statuses: the cards the profile holds the right of (DASH-01..04). */
async function readCards(signal?: AbortSignal) {
  const { data } = await api.get<DashboardCard[]>('/request/statuses', { signal });
  return data;
}

/** GET request/planned: today's and tomorrow's planning (DASH-05). */
async function readPlanning(signal?: AbortSignal) {
  const { data } = await api.get<PlanningAnswer>('/request/planned', { signal });
  return data;
}

/** GET request/upcoming-work: one's own planned dayparts of the coming days (the pool's planning_days_shown). */
async function readUpcomingWork(signal?: AbortSignal) {
  const { data } = await api.get<UpcomingWorkAnswer>('/request/upcoming-work', { signal });
  return data;
}

/** GET request/fill-rate: the share of dayparts planned per coming week. */
async function readFillRate(signal?: AbortSignal) {
  const { data } = await api.get<FillRateWeek[]>('/request/fill-rate', { signal });
  return data;
}

const birthdaysKey = ['dashboard', 'birthdays'] as const;

/** GET person/birthdays (master data): whether the pool shows the panel, and the persons (DASH-12). */
async function readBirthdays(signal?: AbortSignal) {
  const { data } = await api.get<BirthdaysAnswer>('/person/birthdays', { signal });
  return data;
}

export const useCards = () => useQuery({ queryKey: dashboardKeys.cards, queryFn: ({ signal }) => readCards(signal) });
export const usePlanning = () => useQuery({ queryKey: dashboardKeys.planning, queryFn: ({ signal }) => readPlanning(signal) });
export const useUpcomingWork = () => useQuery({ queryKey: dashboardKeys.upcomingWork, queryFn: ({ signal }) => readUpcomingWork(signal) });
export const useFillRate = () => useQuery({ queryKey: dashboardKeys.fillRate, queryFn: ({ signal }) => readFillRate(signal) });
/** One cached answer for the panel and the page, which hides the panel when the pool switched it off. */
export const useBirthdays = (enabled = true) =>
  useQuery({ queryKey: birthdaysKey, queryFn: ({ signal }) => readBirthdays(signal), enabled });
