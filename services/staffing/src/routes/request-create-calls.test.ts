import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let ids: DemoIds;
let token: string;

beforeAll(async () => {
  env = await startStaffing();
  ids = await env.ids(env.pools.demo);
  token = await env.token(env.pools.demo, PLANNER_RIGHTS);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

describe("the create stepper's calls (REQ-CREATE-04)", () => {
  it("REQ-CREATE-04: the request first, then its dayparts with action 'add' and no reason; a refused add leaves the request to add to again", async () => {
    const created = await env.server.call('POST', '/api/request', {
      token,
      body: {
        branch: ids.kompas,
        schedule: ids.schedule,
        reason_for_absence: ids.reason.ZK,
        absentee_person: ids.teachers[3],
        template_alias: 'create',
      },
    });
    expect(created.status).toBe(201);
    const number = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ dayparts_count: 0 });
    // a Saturday the schedule does not work: refused, and the request stays without dayparts
    const refused = await env.server.call('POST', `/api/request/${number}/dates`, {
      token,
      body: { action: 'add', dayparts: { '2027-06-12': [1] } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors.dayparts).toEqual(['No dates found in the schedule.']);
    const added = await env.server.call('POST', `/api/request/${number}/dates`, {
      token,
      body: { action: 'add', dayparts: { '2027-06-07': [1, 2], '2027-06-08': [1] } },
    });
    expect(added.status).toBe(200);
    expect(added.body.data.request).toMatchObject({ id: number, dayparts_count: 3, open_dayparts: 3 });
    const dayparts = (await env.server.call('GET', `/api/request/${number}/dayparts`, { token })).body.data.dayparts as {
      date: string;
      state: string;
    }[];
    expect(dayparts.map((d) => `${d.date} ${d.state}`)).toEqual(['2027-06-07 open', '2027-06-07 open', '2027-06-08 open']);
  });
});
