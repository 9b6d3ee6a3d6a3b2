import { Permission as P, RequestMessages, channels } from '@app/contracts';
import type { BusEvent } from '@app/service-kit';
import { startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
const events: BusEvent[] = [];

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool);
  env.deps.bus.subscribe((event) => events.push(event));
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

type Dayparts = Record<string, number[]>;

/** A new request of a teacher at Het Kompas with dayparts in June 2027 (after the demo requests). */
async function newRequest(teacher: number, dates: Dayparts) {
  const res = await env.server.call('POST', '/api/request', {
    token,
    body: { branch: ids.kompas, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: teacher, dates },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

const act = (number: number, body: Record<string, unknown>, as = token) =>
  env.server.call('POST', `/api/request/${number}/dates`, { token: as, body });
const states = async (number: number) =>
  Object.fromEntries(
    (await env.server.call('GET', `/api/request/${number}/dayparts`, { token })).body.data.dayparts.map(
      (d: { date: string; daypart: number; state: string }) => [`${d.date}/${d.daypart}`, d.state],
    ),
  );
const timeline = async (number: number) =>
  (await env.server.call('GET', `/api/request/${number}/timeline`, { token })).body.data as {
    event: string;
    data: Record<string, unknown>;
  }[];

describe('daypart actions (REQ-DP-01..06)', () => {
  let number: number;
  beforeAll(async () => {
    number = await newRequest(ids.teachers[40]!, { '2027-06-07': [1, 2], '2027-06-08': [1, 2] });
  });

  it('needs the reason of the action: required, of that action, live', async () => {
    const missing = await act(number, { action: 'close', dayparts: { '2027-06-07': [1] } });
    expect(missing.status).toBe(422);
    expect(missing.body.meta.errors.reason).toEqual(['The Reason field is required.']);
    const wrongAction = await act(number, { action: 'close', dayparts: { '2027-06-07': [1] }, reason: ids.daypartReason.unplan });
    expect(wrongAction.body.meta.errors.reason).toEqual(['The selected Reason is invalid.']);
  });

  it('closes open dayparts with a reason and a comment, and logs who did it and why', async () => {
    const res = await act(number, {
      action: 'close',
      dayparts: { '2027-06-07': [1, 2] },
      reason: ids.daypartReason.close,
      comment: 'Collega vangt op',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.request).toMatchObject({
      dayparts_count: 4,
      open_dayparts: 2,
      closed_dayparts: 2,
      first_open_daypart: { date: '2027-06-08', daypart: 1 },
    });
    const closed = res.body.data.dayparts.find((d: { date: string; daypart: number }) => d.date === '2027-06-07' && d.daypart === 1);
    expect(closed).toMatchObject({
      state: 'closed',
      closed: true,
      not_planned: false,
      comment: 'Collega vangt op',
      reason: { id: ids.daypartReason.close },
    });
    const [latest] = await timeline(number);
    expect(latest).toMatchObject({
      event: 'daypart_closed',
      author: { username: `planner-${pool}`, full_name: 'Petra Planner' },
      data: {
        dayparts: [
          { date: '2027-06-07', daypart: 1 },
          { date: '2027-06-07', daypart: 2 },
        ],
        comment: 'Collega vangt op',
      },
    });
  });

  it('takes an action on all asked dayparts or on none, naming those that do not allow it', async () => {
    const res = await act(number, { action: 'open', dayparts: { '2027-06-07': [1], '2027-06-08': [1] }, reason: ids.daypartReason.open });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.dayparts).toEqual(['This action is not possible on: 08-06-2027 (1)']);
    expect(await states(number)).toMatchObject({ '2027-06-07/1': 'closed' });
  });

  it('reopens a closed daypart, deletes one that is closed, and adds one back with an add reason', async () => {
    expect((await act(number, { action: 'open', dayparts: { '2027-06-07': [1] }, reason: ids.daypartReason.open })).status).toBe(200);
    expect((await timeline(number))[0]!.event).toBe('closed_daypart_opened');
    const deleted = await act(number, { action: 'delete', dayparts: { '2027-06-07': [2] }, reason: ids.daypartReason.delete });
    expect(deleted.body.data.request.dayparts_count).toBe(3);
    expect(await states(number)).not.toHaveProperty('2027-06-07/2');
    const withoutReason = await act(number, { action: 'add', dayparts: { '2027-06-07': [2] } });
    expect(withoutReason.body.meta.errors.reason).toEqual(['The Reason field is required.']);
    const added = await act(number, { action: 'add', dayparts: { '2027-06-07': [2], '2027-06-10': [1] }, reason: ids.daypartReason.add });
    expect(added.status).toBe(200);
    expect(added.body.data.request).toMatchObject({ dayparts_count: 5, open_dayparts: 5 });
    expect((await timeline(number))[0]!.event).toBe('daypart_added');
  });

  it('refuses to add a daypart the request has, or one off the schedule', async () => {
    const twice = await act(number, { action: 'add', dayparts: { '2027-06-08': [1] }, reason: ids.daypartReason.add });
    expect(twice.body.meta.errors.dayparts).toEqual(['This action is not possible on: 08-06-2027 (1)']);
    const off = await act(number, { action: 'add', dayparts: { '2027-06-09': [2] }, reason: ids.daypartReason.add });
    expect(off.body.meta.errors.dayparts).toEqual(['No dates found in the schedule.']);
  });

  it('plans a person on open dayparts, once per daypart across requests, and unplans with a reason', async () => {
    const substitute = ids.person('lotte.visser@demo.invalpool.nl');
    const planned = await act(number, { action: 'plan', dayparts: { '2027-06-08': [1, 2] }, person: substitute });
    expect(planned.status).toBe(200);
    expect(
      planned.body.data.dayparts.find((d: { date: string; daypart: number }) => d.date === '2027-06-08' && d.daypart === 1),
    ).toMatchObject({
      state: 'planned',
      planned: true,
      person: { id: substitute },
      staffing: [{ name: 'Lotte Visser' }],
    });
    // newest first: the planned mail to the person, kept in the same transaction (ADR 0235), above the planning
    const [mailed, plannedEntry] = await timeline(number);
    expect(mailed).toMatchObject({
      event: 'email_sent',
      data: { message: { channel: 'mail', recipient: 'lotte.visser@demo.invalpool.nl' } },
    });
    expect(plannedEntry).toMatchObject({
      event: 'substitute_planned',
      data: { person: { id: substitute, full_name: 'Lotte Visser' } },
    });
    // the plan rule: not on another request's daypart at the same time
    const other = await newRequest(ids.teachers[41]!, { '2027-06-08': [2] });
    const busy = await act(other, { action: 'plan', dayparts: { '2027-06-08': [2] }, person: substitute });
    expect(busy.status).toBe(422);
    expect(busy.body.meta.errors.person).toEqual(['The person is already planned on: 08-06-2027 (2)']);
    // nor the absentee of the request itself
    const absentee = await act(other, { action: 'plan', dayparts: { '2027-06-08': [2] }, person: ids.teachers[41] });
    expect(absentee.body.meta.errors.person).toEqual(['The selected Person is invalid.']);
    const unplanned = await act(number, { action: 'unplan', dayparts: { '2027-06-08': [2] }, reason: ids.daypartReason.unplan });
    expect(unplanned.body.data.request).toMatchObject({ planned_dayparts: 1 });
    expect((await timeline(number))[0]!.event).toBe('substitute_unplanned');
  });

  it('clears the person of planned dayparts and closes them (clear fulfilled), with a closing reason', async () => {
    const cleared = await act(number, { action: 'clear_fulfilled', dayparts: { '2027-06-08': [1] }, reason: ids.daypartReason.close });
    expect(cleared.status).toBe(200);
    expect(
      cleared.body.data.dayparts.find((d: { date: string; daypart: number }) => d.date === '2027-06-08' && d.daypart === 1),
    ).toMatchObject({
      state: 'closed',
      person: null,
    });
    expect((await timeline(number))[0]!.event).toBe('daypart_updated');
  });

  it("logs 'request closed' when the last open daypart goes, and 'request reopened' when one opens again", async () => {
    const open = Object.entries(await states(number))
      .filter(([, state]) => state === 'open')
      .map(([key]) => key.split('/') as [string, string]);
    const dayparts: Dayparts = {};
    for (const [date, daypart] of open) (dayparts[date] ??= []).push(Number(daypart));
    const closed = await act(number, { action: 'close', dayparts, reason: ids.daypartReason.close });
    expect(closed.body.data.request).toMatchObject({ status: 'completed', open_dayparts: 0, first_open_daypart: null, warning: null });
    // newest first: the request closed as the consequence of the action
    expect((await timeline(number)).slice(0, 2).map((e) => e.event)).toEqual(['request_closed', 'daypart_closed']);
    await act(number, { action: 'open', dayparts: { [open[0]![0]]: [Number(open[0]![1])] }, reason: ids.daypartReason.open });
    expect((await timeline(number)).slice(0, 2).map((e) => e.event)).toEqual(['request_reopened', 'closed_daypart_opened']);
  });

  it("publishes every action on the pool's request channel with the action and the author", async () => {
    const channel = channels.requestChanged(pool);
    const mine = events.filter((e) => e.channel === channel && (e.payload as { id: number }).id === number);
    expect(mine.map((e) => (e.payload as { action: string }).action)).toEqual(
      expect.arrayContaining(['close', 'open', 'delete', 'add', 'plan', 'unplan', 'clear_fulfilled']),
    );
    expect(mine.every((e) => e.event === `${channel}/changed` && e.author === `planner-${pool}`)).toBe(true);
  });

  it('lets a school add dayparts (REQUEST_CREATE) but no other action (REQ-DP-05)', async () => {
    const school = await env.token(pool, [P.REQUEST_CREATE, P.REQUEST_VIEW]);
    expect((await act(number, { action: 'add', dayparts: { '2027-06-11': [1] }, reason: ids.daypartReason.add }, school)).status).toBe(200);
    const close = await act(number, { action: 'close', dayparts: { '2027-06-11': [1] }, reason: ids.daypartReason.close }, school);
    expect(close.status).toBe(403);
    expect(close.body.meta.messages[0].message).toBe('Not enough permissions');
  });

  it('refuses dayparts that are no real dates or dayparts', async () => {
    const res = await act(number, { action: 'close', dayparts: { '2027-02-30': [1] }, reason: ids.daypartReason.close });
    expect(res.status).toBe(422);
    const empty = await act(number, { action: 'close', dayparts: {}, reason: ids.daypartReason.close });
    expect(empty.body.meta.errors.dayparts).toEqual([RequestMessages.daypartRequired]);
  });
});

describe('the Schedule tab', () => {
  it('answers the dayparts with the calendar flags and the calendar of the request', async () => {
    const number = await newRequest(ids.teachers[42]!, { '2027-06-14': [1, 2] });
    const res = await env.server.call('GET', `/api/request/${number}/dayparts`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.dayparts).toHaveLength(2);
    expect(res.body.data.dayparts[0]).toMatchObject({
      date: '2027-06-14',
      daypart: 1,
      state: 'open',
      open: true,
      not_planned: true,
      segment: { wtf: 0.1 },
    });
    expect(res.body.data.context.absentee.dates).not.toContain('2027-06-14');
  });
});
