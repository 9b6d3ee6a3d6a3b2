import type { OpenDaypartsOverview } from '@app/contracts';
import { publicApi } from '@app/platform/public-api';

/** The public call of the embed page (OPEN-01): no login, the embed token is the right. */
export const openDaypartsApi = {
  async get(token: string, start: string, weeks: number): Promise<OpenDaypartsOverview | null> {
    const answer = await publicApi.get<OpenDaypartsOverview | null>(`/embed/overview-open-dayparts/${token}`, {
      query: { start, number_of_weeks: weeks },
    });
    return answer.data ?? null;
  },
};
