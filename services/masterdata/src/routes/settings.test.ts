import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { branches } from '../db/schema';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let admin: string;
let board: number;
let school: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await deps.db.withSystem(async (tx) => {
    const [b] = await tx.insert(branches).values({ poolId: 1, name: 'Bestuur', branchTypeId: types.board }).returning({ id: branches.id });
    board = b!.id;
    const [s] = await tx
      .insert(branches)
      .values({ poolId: 1, name: 'School', branchTypeId: types.school, parentId: board })
      .returning({ id: branches.id });
    school = s!.id;
  });
  admin = await tokenWith(deps, 1, Permission.SETTINGS_ALL, Permission.BRANCH_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

type Item = { code: string; value: unknown; value_parent: unknown; is_changed: boolean; input_type: string };
const itemsOf = (groups: { items: Item[] }[]) => new Map(groups.flatMap((g) => g.items).map((i) => [i.code, i]));

describe('pool settings', () => {
  it('answers every setting with its default, grouped', async () => {
    const res = await server.call('GET', '/api/settings/pool', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data[0].group.name).toBe('settings.groups.requests');
    const items = itemsOf(res.body.data);
    const defaults = Object.fromEntries([...items].map(([code, i]) => [code, i.value]));
    expect(defaults).toEqual({
      check_the_same_person_absent: 'warn',
      is_request_group: true,
      request_lock_timeout: 300,
      short_long_period_definition: 10,
      inform_substitute: 'always',
      propose_to_school: 'never',
      open_work: 'off',
      offer_expiration_hours: 24,
      saturday_working_day: false,
      sunday_working_day: false,
      enable_personal_blockade: true,
      planning_days_shown: 14,
      planned_person_visible_days: 30,
      deployment_hours: 40,
      matching_num_of_unfolded_results: 5,
      proposal_continuity_points: 10,
      proposal_whole_request_points: 20,
      proposal_fairness_points: 2,
      proposal_max_dayparts_per_week: 10,
      automatic_search: true,
      show_birthdays_panel: true,
      birthday_display_days: 7,
      request_change_notification_delay: 15,
      email_grouping_minutes: 30,
      send_sickness_notification: 'default_off',
      contact_details_shown: 'both',
      anonymize_after_days: 730,
      boards_limit: 10,
      schools_limit: 100,
      locations_limit: 300,
      work_state_approve_enabled: true,
      work_state_review_enabled: true,
      work_state_process_enabled: true,
      work_state_send_enabled: true,
      work_state_checkmark_1: '',
      work_state_checkmark_2: '',
      work_state_checkmark_3: '',
      work_state_checkmark_4: '',
      work_state_checkmark_5: '',
    });
    expect(items.get('work_state_checkmark_1')).toMatchObject({ input_type: 'text', max_length: 40, branch: false, value_parent: '' });
    expect(items.get('request_lock_timeout')).toMatchObject({
      input_type: 'number',
      min: 30,
      max: 86_400,
      branch: false,
      value_parent: 300,
      is_changed: false,
    });
    expect(items.get('check_the_same_person_absent')).toMatchObject({ input_type: 'select', options: ['warn', 'prevent'], branch: true });
  });

  it('saves the PUT array and marks changed items; a default value clears the change', async () => {
    const res = await server.call('PUT', '/api/settings/pool', {
      token: admin,
      body: [
        { code: 'saturday_working_day', value: 1 },
        { code: 'request_lock_timeout', value: '600' },
        { code: 'check_the_same_person_absent', value: 'prevent' },
      ],
    });
    expect(res.status).toBe(200);
    const items = itemsOf(res.body.data);
    expect(items.get('saturday_working_day')).toMatchObject({ value: true, is_changed: true, value_parent: false });
    expect(items.get('request_lock_timeout')).toMatchObject({ value: 600, is_changed: true });
    const back = await server.call('PUT', '/api/settings/pool', { token: admin, body: [{ code: 'request_lock_timeout', value: 300 }] });
    expect(itemsOf(back.body.data).get('request_lock_timeout')).toMatchObject({ value: 300, is_changed: false });
  });

  it('stores a text setting trimmed, blank clears it, and refuses one too long', async () => {
    const res = await server.call('PUT', '/api/settings/pool', {
      token: admin,
      body: [
        { code: 'work_state_checkmark_1', value: '  Declaratie gecontroleerd ' },
        { code: 'work_state_review_enabled', value: 0 },
      ],
    });
    expect(res.status).toBe(200);
    const items = itemsOf(res.body.data);
    expect(items.get('work_state_checkmark_1')).toMatchObject({ value: 'Declaratie gecontroleerd', is_changed: true });
    expect(items.get('work_state_review_enabled')).toMatchObject({ value: false, is_changed: true });
    const long = await server.call('PUT', '/api/settings/pool', {
      token: admin,
      body: [{ code: 'work_state_checkmark_2', value: 'x'.repeat(41) }],
    });
    expect(long.status).toBe(422);
    expect(long.body.meta.errors).toEqual({
      work_state_checkmark_2: ['The Work state checkmark 2 may not be greater than 40 characters.'],
    });
    const cleared = await server.call('PUT', '/api/settings/pool', {
      token: admin,
      body: [
        { code: 'work_state_checkmark_1', value: '' },
        { code: 'work_state_review_enabled', value: 1 },
      ],
    });
    expect(itemsOf(cleared.body.data).get('work_state_checkmark_1')).toMatchObject({ value: '', is_changed: false });
  });

  it('validates each item by its type and saves nothing when one is wrong', async () => {
    const res = await server.call('PUT', '/api/settings/pool', {
      token: admin,
      body: [
        { code: 'sunday_working_day', value: 1 },
        { code: 'saturday_working_day', value: 'yes' },
        { code: 'request_lock_timeout', value: 5 },
        { code: 'inform_substitute', value: 'sometimes' },
        { code: 'no_such_setting', value: 1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({
      saturday_working_day: ['The Saturday working day field must be true or false.'],
      request_lock_timeout: ['The Request lock timeout must be a whole number between 30 and 86400.'],
      inform_substitute: ['The Substitute notice is not allowed.'],
      no_such_setting: ['The setting is not known.'],
    });
    const after = await server.call('GET', '/api/settings/pool?filterGranted=false', { token: admin });
    expect(after.body.data).toContainEqual({ code: 'sunday_working_day', value: false });
  });

  it('names the setting in Dutch for a Dutch caller', async () => {
    const res = await server.call('PUT', '/api/settings/pool?_locale=nl', {
      token: admin,
      body: [
        { code: 'request_lock_timeout', value: 5 },
        { code: 'saturday_working_day', value: 'yes' },
      ],
    });
    expect(res.body.meta.errors).toEqual({
      request_lock_timeout: ['De Vergrendeltijd van een aanvraag moet een geheel getal tussen 30 en 86400 zijn.'],
      saturday_working_day: ['Het veld Zaterdag als werkdag moet waar of onwaar zijn.'],
    });
  });

  it("lets REQUEST_VIEW read but only SETTINGS_ALL write: 403 'Not enough permissions'", async () => {
    const reader = await tokenWith(deps, 1, Permission.REQUEST_VIEW);
    expect((await server.call('GET', '/api/settings/pool', { token: reader })).status).toBe(200);
    const res = await server.call('PUT', '/api/settings/pool', { token: reader, body: [] });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });

  it('keeps pools apart', async () => {
    const other = await tokenWith(deps, 2, Permission.SETTINGS_ALL);
    const items = itemsOf((await server.call('GET', '/api/settings/pool', { token: other })).body.data);
    expect(items.get('saturday_working_day')?.value).toBe(false);
  });
});

describe('branch settings', () => {
  it('falls back to the pool value, then inherits a parent override', async () => {
    const pool = await server.call('GET', `/api/branch/${school}/settings/check_the_same_person_absent`, { token: admin });
    expect(pool.body.data).toMatchObject({ value: 'prevent', value_parent: 'prevent', is_changed: false });
    await server.call('PUT', `/api/branch/${board}/settings/check_the_same_person_absent`, { token: admin, body: { value: 'warn' } });
    const inherited = await server.call('GET', `/api/branch/${school}/settings/check_the_same_person_absent`, { token: admin });
    expect(inherited.body.data).toMatchObject({ value: 'warn', value_parent: 'warn', is_changed: false });
    await server.call('PUT', `/api/branch/${school}/settings/check_the_same_person_absent`, { token: admin, body: { value: 'prevent' } });
    const own = await server.call('GET', `/api/branch/${school}/settings/check_the_same_person_absent`, { token: admin });
    expect(own.body.data).toMatchObject({ value: 'prevent', value_parent: 'warn', is_changed: true });
  });

  it('refuses pool-only settings per branch, unknown codes and branches of another pool', async () => {
    const poolOnly = await server.call('PUT', `/api/branch/${school}/settings/boards_limit`, { token: admin, body: { value: 3 } });
    expect(poolOnly.body.meta.errors).toEqual({ code: ['This setting cannot be changed per branch.'] });
    expect((await server.call('GET', `/api/branch/${school}/settings/nope`, { token: admin })).status).toBe(404);
    const other = await server.call('GET', `/api/branch/${school}/settings/saturday_working_day`, {
      token: await tokenWith(deps, 2, Permission.BRANCH_ALL),
    });
    expect(other.status).toBe(404);
  });
});

describe('MD-SET-07 MD-SET-08: deployment hours, the sickness notification and the contact details shown', () => {
  it('MD-SET-07 MD-SET-08 offers the spec choices, saves them per pool and per branch, and refuses others', async () => {
    const items = itemsOf((await server.call('GET', '/api/settings/pool', { token: admin })).body.data);
    expect(items.get('deployment_hours')).toMatchObject({ input_type: 'number', value: 40 });
    expect(items.get('send_sickness_notification')).toMatchObject({
      input_type: 'select',
      options: ['always_on', 'default_on', 'default_off', 'off'],
      branch: true,
    });
    expect(items.get('contact_details_shown')).toMatchObject({
      input_type: 'select',
      options: ['both', 'email_only', 'phone_only', 'none'],
      branch: true,
    });
    const saved = await server.call('PUT', '/api/settings/pool', {
      token: admin,
      body: [
        { code: 'deployment_hours', value: 36 },
        { code: 'send_sickness_notification', value: 'always_on' },
        { code: 'contact_details_shown', value: 'email_only' },
      ],
    });
    expect(saved.status).toBe(200);
    const after = itemsOf(saved.body.data);
    expect([after.get('deployment_hours')?.value, after.get('send_sickness_notification')?.value]).toEqual([36, 'always_on']);
    await server.call('PUT', `/api/branch/${school}/settings/contact_details_shown`, { token: admin, body: { value: 'none' } });
    const branch = await server.call('GET', `/api/branch/${school}/settings/contact_details_shown`, { token: admin });
    expect(branch.body.data).toMatchObject({ value: 'none', value_parent: 'email_only', is_changed: true });
    const bad = await server.call('PUT', '/api/settings/pool', {
      token: admin,
      body: [
        { code: 'contact_details_shown', value: 'fax' },
        { code: 'deployment_hours', value: 0 },
      ],
    });
    expect(bad.body.meta.errors).toEqual({
      contact_details_shown: ['The Contact details shown is not allowed.'],
      deployment_hours: ['The Deployment hours must be a whole number between 1 and 60.'],
    });
    // another pool keeps its defaults and cannot reach this pool's branch
    const other = await tokenWith(deps, 2, Permission.SETTINGS_ALL, Permission.BRANCH_ALL);
    expect(itemsOf((await server.call('GET', '/api/settings/pool', { token: other })).body.data).get('contact_details_shown')?.value).toBe(
      'both',
    );
    expect((await server.call('GET', `/api/branch/${school}/settings/contact_details_shown`, { token: other })).status).toBe(404);
  });
});
