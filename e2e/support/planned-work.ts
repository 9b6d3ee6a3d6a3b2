import { BASE_URL } from './product';
import { apiToken } from './session';

/** The person a demo account's token names (its payload's person_id). */
async function personOf(username: string): Promise<number> {
  const { token } = await apiToken(username, 'demo');
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { person_id: number };
  return payload.person_id;
}

/** `YYYY-MM-DD` of today plus `days` (the product's clock is the machine's). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The API as a signed-in caller, and what a vacancy needs: the branch and schedule of the list's first request, the vacancy reason. */
export async function vacancies(token: string) {
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${BASE_URL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const [first] = ((await (await send('GET', '/request?itemsPerPage=25')).json()) as { data: { id: number }[] }).data;
  const like = (await (await send('GET', `/request/${first!.id}`)).json()).data as {
    branch: { id: number; name: string };
    schedule: { id: number };
  };
  // a vacancy has no absentee, so no earlier absence of someone stands in the way of the day
  const inputs = await (await send('GET', '/inputs?inputs[reasons_for_absence][search]=Vacature')).json();
  const vacancy = (inputs.data.reasons_for_absence as { id: number }[])[0]!.id;
  return { send, like, vacancy };
}

export interface PlannedJob {
  /** the request's number */
  request: number;
  branch: string;
  date: string;
  daypart: 1 | 2;
}

/**
 * The demo planner plans `username`'s person on a daypart of a new vacancy (at the branch and on
 * the schedule of the list's first request) on the first weekday from `fromDays` days ahead that the
 * schedule has and the person is free.
 */
export async function planSubstitute(username: string, fromDays: number): Promise<PlannedJob> {
  const person = await personOf(username);
  const { token } = await apiToken('planner', 'demo');
  const { send, like, vacancy } = await vacancies(token);
  for (let day = fromDays; day < fromDays + 30; day++) {
    const date = dayFromNow(day);
    if ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) continue;
    for (const daypart of [1, 2] as const) {
      const created = await send('POST', '/request', {
        branch: like.branch.id,
        schedule: like.schedule.id,
        reason_for_absence: vacancy,
        dates: { [date]: [daypart] },
      });
      if (created.status !== 201) continue;
      const request = ((await created.json()).data as { id: number }).id;
      const planned = await send('POST', `/request/${request}/dates`, { action: 'plan', dayparts: { [date]: [daypart] }, person });
      if (planned.ok) return { request, branch: like.branch.name, date, daypart };
      // the person is busy then: the vacancy made for it goes again
      await send('DELETE', `/request/${request}`);
    }
  }
  throw new Error(`no free weekday to plan ${username} from ${fromDays} days ahead`);
}
