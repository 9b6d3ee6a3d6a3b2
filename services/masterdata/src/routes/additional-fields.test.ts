import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { NOT_ENOUGH, Permission, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

/** Additional fields (MD-ADDF-01): a typed key added to persons, branches or requests. */
let deps: TestDeps;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  admin = await tokenWith(deps, 1, Permission.ADDITIONAL_FIELD_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const post = (body: unknown, path = '/api/additional-field') => server.call('POST', path, { token: admin, body });

describe('additional fields', () => {
  let experience: number;

  it('creates fields of each type and lists them with filters and sort', async () => {
    const res = await post({
      name: 'Aantal jaren ervaring',
      label: 'Jaren ervaring',
      key: 'years_experience',
      type: 'integer',
      location: 'person',
      validation: 'required|min:0|max:60',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      key: 'years_experience',
      type: 'integer',
      location: 'person',
      options: '{}',
      validation: 'required|min:0|max:60',
      archived: false,
    });
    experience = res.body.data.id;
    await post({ name: 'Brede school', label: 'Brede school', key: 'community_school', type: 'bool', location: 'branch' });
    await post({
      name: 'Start overleg',
      label: 'Overleg',
      key: 'meeting_at',
      type: 'datetime',
      location: 'request',
      options: '{"step_minutes": 15}',
    });
    const persons = await server.call(
      'GET',
      '/api/additional-field?filters[location][]=person&filters[location][]=request&sortBy[column]=key',
      { token: admin },
    );
    expect(persons.body.data.map((f: { key: string; type: string }) => [f.key, f.type])).toEqual([
      ['meeting_at', 'datetime'],
      ['years_experience', 'integer'],
    ]);
    const bools = await server.call('GET', '/api/additional-field?filters[type]=bool', { token: admin });
    expect(bools.body.data.map((f: { key: string }) => f.key)).toEqual(['community_school']);
  });

  it("refuses a type or location outside the spec's lists, a key that is no identifier, and bad rules", async () => {
    const res = await post({ name: 'Kleur', label: 'Kleur', key: 'Favoriete kleur', type: 'text', location: 'contract', options: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({
      key: ['The Key may only hold lower case letters, digits and _, and starts with a letter.'],
      type: ['The type is not allowed.'],
      location: ['The location is not allowed.'],
      options: ['The Options must be a JSON object.'],
    });
    const required = await post({});
    expect(required.body.meta.errors).toMatchObject({
      name: ['The Name field is required.'],
      label: ['The Label field is required.'],
      key: ['The Key field is required.'],
      type: ['The Type field is required.'],
    });
    const rules = await post({
      name: 'Datum',
      label: 'Datum',
      key: 'checked_on',
      type: 'date',
      location: 'person',
      validation: 'required|min:1|email',
    });
    expect(rules.body.meta.errors).toEqual({
      validation: ['The validation rule email is not allowed.', 'The validation rules min and max only apply to an integer field.'],
    });
  });

  it('keeps a key unique per location, and checks rules against the type after a patch', async () => {
    const taken = await post({ name: 'Ervaring', label: 'Ervaring', key: 'years_experience', type: 'integer', location: 'person' });
    expect(taken.body.meta.errors).toEqual({ key: ['The key has already been taken.'] });
    const elsewhere = await post({
      name: 'Ervaring school',
      label: 'Ervaring',
      key: 'years_experience',
      type: 'integer',
      location: 'branch',
    });
    expect(elsewhere.status).toBe(201);
    const patch = await server.call('PUT', `/api/additional-field/${experience}`, { token: admin, body: { type: 'date' } });
    expect(patch.body.meta.errors).toEqual({ validation: ['The validation rules min and max only apply to an integer field.'] });
    const nl = await server.call('PUT', `/api/additional-field/${experience}?_locale=nl`, {
      token: admin,
      body: { key: 'years_experience', location: 'branch' },
    });
    expect(nl.body.meta.errors).toEqual({ key: ['Deze sleutel is al in gebruik.'] });
  });

  it('archives and unarchives', async () => {
    expect((await server.call('DELETE', `/api/additional-field/${experience}/archive`, { token: admin })).body.data).toMatchObject({
      archived: true,
    });
    expect((await server.call('PUT', `/api/additional-field/${experience}/unarchive`, { token: admin })).body.data).toMatchObject({
      archived: false,
    });
  });

  it('offers its types and locations as inputs with i18n names', async () => {
    const res = await server.call(
      'GET',
      '/api/inputs?inputs[additional_field_types][search]=&inputs[additional_field_locations][search]=',
      { token: admin },
    );
    expect(res.body.data.additional_field_types.map((o: { id: string }) => o.id)).toEqual(['integer', 'date', 'datetime', 'bool']);
    expect(res.body.data.additional_field_locations).toContainEqual({ id: 'request', name: 'integrations.locations.request' });
  });

  it("needs ADDITIONAL_FIELD_ALL: 403 'Not enough permissions'; another pool's field is 404", async () => {
    const res = await server.call('GET', '/api/additional-field', { token: await tokenWith(deps, 1, Permission.DATA_SUPPLIER_ALL) });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    expect(
      (
        await server.call('GET', `/api/additional-field/${experience}`, {
          token: await tokenWith(deps, 2, Permission.ADDITIONAL_FIELD_ALL),
        })
      ).status,
    ).toBe(404);
  });
});
