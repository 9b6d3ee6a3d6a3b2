import { ExtraPermission as E, TIME_ZONE } from '@app/contracts';
import type { BusEvent } from '@app/service-kit';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branches } from '../db/schema';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

/**
 * Announcements (spec 000 sections 2, 3 and 7; docs/announcements.md): the management calls with
 * rich-text content, who sees what on the dashboard, and mark read with its live event.
 */
let deps: TestDeps;
let server: TestServer;
let admin: string;
let events: BusEvent[];
const ids: Record<string, number> = {};
const POOL = 3;

const doc = (...texts: string[]) => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});
const dayOffset = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(deps.clock.now().getTime() + days * 86400000));

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, POOL);
  await deps.db.withSystem(async (tx) => {
    const [board] = await tx
      .insert(branches)
      .values({ poolId: POOL, name: 'Stichting Noord', branchTypeId: types.board })
      .returning({ id: branches.id });
    const [school] = await tx
      .insert(branches)
      .values({ poolId: POOL, name: 'De Regenboog', branchTypeId: types.school, parentId: board!.id })
      .returning({ id: branches.id });
    const [other] = await tx
      .insert(branches)
      .values({ poolId: POOL, name: 'Het Kompas', branchTypeId: types.school, parentId: board!.id })
      .returning({ id: branches.id });
    ids.board = board!.id;
    ids.school = school!.id;
    ids.other = other!.id;
  });
  admin = await testToken(deps, { pool_id: POOL, username: 'beheerder', allow: [Permission.ANNOUNCEMENT_ALL], view_entire_pool: true });
  deps.bus.subscribe((e) => events.push(e));
}, SETUP_TIMEOUT_MS);

beforeEach(() => {
  events = [];
});

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

/** A reader of the panel: a school employee of `branch` with `roles`, profile `profile`. */
const reader = (profile: number, roles: string[], branch: number | null) =>
  testToken(deps, {
    pool_id: POOL,
    profile_id: profile,
    username: `reader-${profile}`,
    roles,
    branch_id: branch,
    allow: [E.DASHBOARD_ANNOUNCEMENTS],
  });

const create = async (body: Record<string, unknown>, token = admin) => {
  const res = await server.call('POST', '/api/announcement', { token, body: { content: doc('Tekst'), ...body } });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
};

const current = async (token: string) => {
  const res = await server.call('GET', '/api/announcement/current', { token });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; title: string; read: boolean; pinned: boolean }[];
};

describe('managing announcements', () => {
  it('stores the rich-text document, stamps the author from the token and ignores one in the body', async () => {
    const content = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Studiedag' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Lees ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'het rooster', marks: [{ type: 'link', attrs: { href: 'https://example.org/rooster' } }] },
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'punt' }] }] }],
        },
      ],
    };
    const res = await server.call('POST', '/api/announcement', {
      token: admin,
      body: {
        title: 'Studiedag',
        content: JSON.stringify(content),
        icon: 'Event',
        pinned: 1,
        author: 'iemand-anders',
        roles: ['ROLE_SCHOOL'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Studiedag',
      content,
      icon: 'Event',
      pinned: true,
      author: 'beheerder',
      roles: ['ROLE_SCHOOL'],
    });
    expect(events.map((e) => [e.channel, e.event, e.author, e.payload])).toEqual([
      [`pool/${POOL}/announcement`, `pool/${POOL}/announcement/changed`, 'beheerder', { id: res.body.data.id, action: 'created' }],
    ]);

    const updated = await server.call('PUT', `/api/announcement/${res.body.data.id}`, {
      token: admin,
      body: { author: 'x', title: 'Studiedag!' },
    });
    expect(updated.body.data).toMatchObject({ title: 'Studiedag!', author: 'beheerder' });
  });

  it('refuses bad content, links, icons, roles, branches and periods with the exact messages (422)', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ content: '' }, { content: ['The Content field is required.'] }],
      [{ content: doc('   ') }, { content: ['The Content field is required.'] }],
      [{ content: '<p>html</p>' }, { content: ['The Content is not a valid rich-text document.'] }],
      [
        { content: { type: 'doc', content: [{ type: 'script', text: 'x' }] } },
        { content: ['The Content is not a valid rich-text document.'] },
      ],
      [
        {
          content: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
              },
            ],
          },
        },
        { content: ['The Content is not a valid rich-text document.'] },
      ],
      [{ content: doc('x'.repeat(10001)) }, { content: ['The Content may not be longer than 10000 characters.'] }],
      [{ icon: 'Skull' }, { icon: ['The icon is not allowed.'] }],
      [{ roles: ['ROLE_SYSADMIN'] }, { roles: ['The selected Roles are invalid.'] }],
      [{ start_date: dayOffset(2), end_date: dayOffset(1) }, { end_date: ['The End date must be a date after or equal to Start date.'] }],
      [{ branch_ids: [999999] }, { branch_ids: ['The selected Branches are invalid.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await server.call('POST', '/api/announcement', { token: admin, body: { title: 'Fout', content: doc('x'), ...body } });
      expect([res.status, res.body.meta.errors]).toEqual([422, errors]);
    }
    const noTitle = await server.call('POST', '/api/announcement', { token: admin, body: { content: doc('x') } });
    expect(noTitle.body.meta.errors).toEqual({ title: ['The Title field is required.'] });
  });

  it('measures nesting and size before the schema reads the document: 20 levels are stored, deeper or larger is 422, never a 500', async () => {
    // blockquotes around a paragraph with its text: the text node lies `quotes + 2` levels deep
    const nested = (quotes: number) => {
      let node: Record<string, unknown> = { type: 'paragraph', content: [{ type: 'text', text: 'diep' }] };
      for (let i = 0; i < quotes; i++) node = { type: 'blockquote', content: [node] };
      return { type: 'doc', content: [node] };
    };
    const post = (content: unknown) => server.call('POST', '/api/announcement', { token: admin, body: { title: 'Diep', content } });
    expect((await post(nested(18))).status).toBe(201);
    const tooDeep = { content: ['The Content may not be nested more than 20 levels deep.'] };
    // the form engine sends the document as JSON text: written here as text, too deep for JSON.stringify
    const nestedText = (quotes: number) =>
      '{"type":"doc","content":[' +
      '{"type":"blockquote","content":['.repeat(quotes) +
      '{"type":"paragraph","content":[{"type":"text","text":"diep"}]}' +
      ']}'.repeat(quotes) +
      ']}';
    for (const content of [nested(19), nestedText(1_000), nestedText(20_000)]) {
      const res = await post(content);
      expect([res.status, res.body.meta.errors]).toEqual([422, tooDeep]);
    }
    // as an object the body itself is too deep for any route
    expect((await post(nested(700))).status).toBe(422);
    const large = await post({ ...doc('x'), padding: 'y'.repeat(200_000) });
    expect([large.status, large.body.meta.errors]).toEqual([
      422,
      { content: ['The Content may not be larger than 200000 characters as a document.'] },
    ]);
    const dutch = await server.call('POST', '/api/announcement?_locale=nl', { token: admin, body: { title: 'Diep', content: nested(19) } });
    expect(dutch.body.meta.errors).toEqual({ content: ['De Inhoud mag niet meer dan 20 niveaus diep genest zijn.'] });
  });

  it('lets the dashboard rights add (CREATE) and edit (EDIT), each only that', async () => {
    const creator = await testToken(deps, { pool_id: POOL, username: 'schrijver', allow: [E.ANNOUNCEMENT_CREATE], view_entire_pool: true });
    const editor = await testToken(deps, { pool_id: POOL, username: 'redacteur', allow: [E.ANNOUNCEMENT_EDIT], view_entire_pool: true });
    const byAdmin = await create({ title: 'Van de beheerder' });
    expect(
      (await server.call('PUT', `/api/announcement/${byAdmin}`, { token: creator, body: { title: 'x' } })).body.meta.messages[0].message,
    ).toBe(NOT_ENOUGH);
    expect(
      (await server.call('PUT', `/api/announcement/${byAdmin}`, { token: editor, body: { title: 'Van de beheerder (2)' } })).status,
    ).toBe(200);
    expect((await server.call('GET', `/api/announcement/${byAdmin}`, { token: editor })).body.data.title).toBe('Van de beheerder (2)');
    expect((await server.call('POST', '/api/announcement', { token: editor, body: {} })).status).toBe(403);
  });

  it("ID-PERM-16: who may add announcements changes, archives and restores its own (author is its username), never another's", async () => {
    const creator = await testToken(deps, { pool_id: POOL, username: 'schrijver', allow: [E.ANNOUNCEMENT_CREATE], view_entire_pool: true });
    const other = await testToken(deps, { pool_id: POOL, username: 'collega', allow: [E.ANNOUNCEMENT_CREATE], view_entire_pool: true });
    const own = await create({ title: 'Van de directie' }, creator);
    expect((await server.call('GET', `/api/announcement/${own}`, { token: creator })).body.data.author).toBe('schrijver');

    const changed = await server.call('PUT', `/api/announcement/${own}`, { token: creator, body: { title: 'Van de directie (2)' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.title).toBe('Van de directie (2)');
    // the author stays whatever the body says
    await server.call('PUT', `/api/announcement/${own}`, { token: creator, body: { author: 'collega' } });
    expect((await server.call('GET', `/api/announcement/${own}`, { token: creator })).body.data.author).toBe('schrijver');

    for (const [method, path, body] of [
      ['PUT', `/api/announcement/${own}`, { title: 'overgenomen' }],
      ['DELETE', `/api/announcement/${own}/archive`, undefined],
    ] as const) {
      const refused = await server.call(method, path, { token: other, body });
      expect(refused.status).toBe(403);
      expect(refused.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    }
    expect((await server.call('GET', `/api/announcement/${own}`, { token: creator })).body.data.title).toBe('Van de directie (2)');

    expect((await server.call('DELETE', `/api/announcement/${own}/archive`, { token: creator })).status).toBe(200);
    expect((await server.call('PUT', `/api/announcement/${own}/unarchive`, { token: other })).status).toBe(403);
    expect((await server.call('PUT', `/api/announcement/${own}/unarchive`, { token: creator })).status).toBe(200);

    // another pool's announcement is not found, whoever wrote it
    const elsewhere = await testToken(deps, {
      pool_id: POOL + 1,
      username: 'schrijver',
      allow: [E.ANNOUNCEMENT_CREATE],
      view_entire_pool: true,
    });
    expect((await server.call('PUT', `/api/announcement/${own}`, { token: elsewhere, body: { title: 'x' } })).status).toBe(404);
    // without any announcement right: 403 before anything is read
    const none = await testToken(deps, { pool_id: POOL, username: 'schrijver', allow: [], view_entire_pool: true });
    expect((await server.call('PUT', `/api/announcement/${own}`, { token: none, body: { title: 'x' } })).status).toBe(403);
  });
});

describe('the dashboard panel', () => {
  const made: Record<string, number> = {};

  beforeAll(async () => {
    // archive what the tests above made, so the panel holds only this block's announcements
    const list = await server.call('GET', '/api/announcement?itemsPerPage=-1', { token: admin });
    for (const row of list.body.data as { id: number }[])
      await server.call('DELETE', `/api/announcement/${row.id}/archive`, { token: admin });
    made.everybody = await create({ title: 'Voor iedereen', start_date: dayOffset(-3) });
    made.pinned = await create({ title: 'Vastgezet', pinned: true, start_date: dayOffset(-10) });
    made.school = await create({ title: 'Voor de scholen', roles: ['ROLE_SCHOOL'], start_date: dayOffset(-1) });
    made.board = await create({ title: 'Voor het bestuur', roles: ['ROLE_BOARD'], start_date: dayOffset(-4) });
    made.regenboog = await create({ title: 'Regenboog', branch_ids: [ids.school], start_date: dayOffset(0) });
    made.wholeBoard = await create({ title: 'Hele stichting', branch_ids: [ids.board], start_date: dayOffset(-2) });
    made.future = await create({ title: 'Later', start_date: dayOffset(1) });
    made.past = await create({ title: 'Voorbij', end_date: dayOffset(-1) });
    made.lastDay = await create({ title: 'Laatste dag', end_date: dayOffset(0), start_date: dayOffset(-5) });
    made.archived = await create({ title: 'Gearchiveerd' });
    await server.call('DELETE', `/api/announcement/${made.archived}/archive`, { token: admin });
  });

  it('shows what is aimed at the reader now: pinned first, then the newest; roles and branches narrow, a board reaches its schools', async () => {
    const school = await reader(21, ['ROLE_SCHOOL'], ids.school!);
    expect((await current(school)).map((a) => a.title)).toEqual([
      'Vastgezet',
      'Regenboog',
      'Voor de scholen',
      'Hele stichting',
      'Voor iedereen',
      'Laatste dag',
    ]);
    const kompas = await reader(22, ['ROLE_BOARD'], ids.other!);
    expect((await current(kompas)).map((a) => a.title)).toEqual([
      'Vastgezet',
      'Hele stichting',
      'Voor iedereen',
      'Voor het bestuur',
      'Laatste dag',
    ]);
    const sysadmin = await testToken(deps, { pool_id: POOL, profile_id: 23, is_sysadmin: true });
    expect(await current(sysadmin)).toHaveLength(7);
  });

  it('marks read per profile: an unpinned one leaves the panel, a pinned one stays marked read; the profile channel hears it', async () => {
    const school = await reader(31, ['ROLE_SCHOOL'], ids.school!);
    for (const id of [made.everybody, made.pinned]) {
      const res = await server.call('POST', `/api/announcement/${id}/mark-read`, { token: school });
      expect([res.status, res.body.data]).toEqual([200, { id, read: true }]);
    }
    // twice is fine: the first read stays
    expect((await server.call('POST', `/api/announcement/${made.pinned}/mark-read`, { token: school })).status).toBe(200);
    const panel = await current(school);
    expect(panel.map((a) => [a.title, a.read])).toEqual([
      ['Vastgezet', true],
      ['Regenboog', false],
      ['Voor de scholen', false],
      ['Hele stichting', false],
      ['Laatste dag', false],
    ]);
    expect(events.map((e) => [e.channel, e.event, e.author, e.payload])).toEqual(
      [made.everybody, made.pinned, made.pinned].map((id) => [
        `pool/${POOL}/profile/31/announcement`,
        `pool/${POOL}/profile/31/announcement/changed`,
        null,
        { id, action: 'read' },
      ]),
    );
    // another profile of the same person still has everything unread
    expect((await current(await reader(32, ['ROLE_SCHOOL'], ids.school!))).map((a) => a.read)).toEqual(Array(6).fill(false));
  });

  it('refuses the panel to a profile without DASHBOARD_ANNOUNCEMENTS (403)', async () => {
    const token = await tokenWith(deps, POOL, Permission.DASHBOARD_VIEW);
    for (const [method, path] of [
      ['GET', '/api/announcement/current'],
      ['POST', `/api/announcement/${made.everybody}/mark-read`],
    ] as const) {
      const res = await server.call(method, path, { token });
      expect([res.status, res.body.meta.messages[0].message]).toEqual([403, NOT_ENOUGH]);
    }
  });

  it('answers 404 for an announcement the reader cannot see (another role, outside its period, archived) and sends no event', async () => {
    const school = await reader(41, ['ROLE_SCHOOL'], ids.school!);
    for (const id of [made.board, made.future, made.past, made.archived, 999999]) {
      const res = await server.call('POST', `/api/announcement/${id}/mark-read`, { token: school });
      expect([res.status, res.body.meta.messages[0].message]).toEqual([404, `The requested item ${id} could not be found`]);
    }
    expect(events).toEqual([]);
  });
});
