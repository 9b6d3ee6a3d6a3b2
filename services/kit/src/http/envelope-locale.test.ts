import { z } from 'zod';
import { Messages } from '@app/contracts';
import { createLog } from '../log';
import { conflict, forbidden, HttpError, notFound } from '../errors';
import { startTestServer, testRoute, testServiceApi, type TestServer } from '../testing';
import { validate } from '../validate';
import type { ServiceDeps } from '../service';
import { createServiceApp } from './service-app';
import { ok } from './envelope';

let server: TestServer;

beforeAll(async () => {
  const deps = { log: createLog('test', 'silent') } as ServiceDeps;
  const routes = {
    forbidden: testRoute('get', '/demo/forbidden'),
    item: testRoute('get', '/demo/item/:id'),
    form: testRoute('post', '/demo/form'),
    generic: testRoute('post', '/demo/generic'),
    done: testRoute('get', '/demo/done'),
    upload: testRoute('post', '/demo/upload'),
    broken: testRoute('get', '/demo/broken'),
    remove: testRoute('delete', '/demo/item/:id'),
  };
  const app = createServiceApp(testServiceApi('demo', Object.values(routes)), deps, (mount) => {
    mount(routes.forbidden, () => {
      throw forbidden(Messages.notEnoughPermissions);
    });
    mount(routes.item, (ctx) => {
      throw notFound(Messages.notFound.replace('{{id}}', ctx.params.id ?? ''));
    });
    mount(routes.form, (ctx) => {
      validate(
        z.object({ name: z.string().min(1, 'The field is required'), code: z.string().regex(/^X/, 'Unknown text') }),
        ctx.request.body,
      );
    });
    // fields whose schema names no message: the generic texts of FORM-02, not zod's defaults
    mount(routes.generic, (ctx) => {
      validate(z.object({ code: z.string(), name: z.string().trim().min(1), note: z.string().min(2).optional() }), ctx.request.body);
    });
    mount(routes.upload, () => {
      throw new HttpError(422, 'Error while uploading a file', { file: ['This file type is not allowed.'] });
    });
    mount(routes.broken, () => {
      throw new Error('a bug');
    });
    mount(routes.remove, () => {
      throw conflict('The item is in use.');
    });
    mount(routes.done, (ctx) => ok(ctx, null, { messages: [{ type: 'success', title: 'Success', message: 'Password changed.' }] }));
  });
  server = await startTestServer(app);
});

afterAll(() => server.close());

describe('meta texts in the requested locale', () => {
  it('answers Dutch for _locale=nl: the title, the message and every field error', async () => {
    const denied = await server.call('GET', '/api/demo/forbidden?_locale=nl');
    expect(denied.status).toBe(403);
    expect(denied.body.meta.messages).toEqual([{ type: 'error', title: 'Toegang geweigerd', message: 'Onvoldoende rechten' }]);

    const invalid = await server.call('POST', '/api/demo/form?_locale=nl', { body: { name: '', code: 'Y' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.meta.messages[0]).toMatchObject({
      title: 'Herstel alle validatiefouten.',
      message: 'Herstel alle validatiefouten.',
    });
    expect(invalid.body.meta.errors).toEqual({ name: ['Het veld is verplicht'], code: ['Unknown text'] });
  });

  it('takes the locale cookie when there is no _locale, and _locale before the cookie', async () => {
    const byCookie = await server.call('GET', '/api/demo/item/7', { headers: { cookie: 'locale=nl' } });
    expect(byCookie.body.meta.messages[0].message).toBe('Het gevraagde item 7 is niet gevonden');
    const byParam = await server.call('GET', '/api/demo/item/7?_locale=en', { headers: { cookie: 'locale=nl' } });
    expect(byParam.body.meta.messages[0].message).toBe('The requested item 7 could not be found');
  });

  it('keeps the spec English for en and for callers that name no locale', async () => {
    for (const query of ['?_locale=en', '', '?_locale=de']) {
      const res = await server.call('GET', `/api/demo/forbidden${query}`);
      expect(res.body.meta.messages).toEqual([{ type: 'error', title: 'Access denied', message: 'Not enough permissions' }]);
    }
  });

  it('translates the messages of successful answers and of unknown routes too', async () => {
    const done = await server.call('GET', '/api/demo/done?_locale=nl');
    expect(done.body).toEqual({ data: null, meta: { messages: [{ type: 'success', title: 'Gelukt', message: 'Wachtwoord gewijzigd.' }] } });
    const missing = await server.call('GET', '/api/nothing?_locale=nl');
    expect(missing.status).toBe(404);
    expect(missing.body.meta.messages[0]).toMatchObject({ title: 'Niet gevonden', message: 'Niet gevonden' });
  });
});

describe('the kind of failure in meta', () => {
  it("ERR-GEN-02: a refused input carries a validation exception, with the refused file's error where there is one", async () => {
    const invalid = await server.call('POST', '/api/demo/form', { body: { name: '', code: 'Y' } });
    expect(invalid.body.meta.exception).toEqual({
      type: 'validation',
      title: 'Please fix all the validation errors.',
      message: 'The data sent is not valid: see the fields.',
    });
    const upload = await server.call('POST', '/api/demo/upload?_locale=en');
    expect(upload.body.meta.exception).toEqual({
      type: 'validation',
      title: 'Please fix all the validation errors.',
      message: 'This file type is not allowed.',
    });
    const dutch = await server.call('POST', '/api/demo/form?_locale=nl', { body: { name: '', code: 'Y' } });
    expect(dutch.body.meta.exception).toMatchObject({
      title: 'Herstel alle validatiefouten.',
      message: 'De verstuurde gegevens zijn niet geldig: zie de velden.',
    });
  });

  it('ERR-GEN-02: a server failure carries a generic exception; a refusal by a rule carries none', async () => {
    const broken = await server.call('GET', '/api/demo/broken?_locale=en');
    expect(broken.status).toBe(500);
    expect(broken.body.meta.exception).toEqual({ type: 'exception', title: 'An error occurred', message: 'An unknown error occurred.' });
    const brokenNl = await server.call('GET', '/api/demo/broken?_locale=nl');
    expect(brokenNl.body.meta.exception).toEqual({
      type: 'exception',
      title: 'Er is een fout opgetreden',
      message: 'Er is een onbekende fout opgetreden.',
    });
    expect((await server.call('GET', '/api/demo/forbidden')).body.meta.exception).toBeUndefined();
  });

  it('ERR-GEN-01: a refused removal is titled "Verwijderen niet mogelijk."', async () => {
    const nl = await server.call('DELETE', '/api/demo/item/7?_locale=nl');
    expect(nl.status).toBe(409);
    expect(nl.body.meta.messages[0].title).toBe('Verwijderen niet mogelijk.');
    const en = await server.call('DELETE', '/api/demo/item/7?_locale=en');
    expect(en.body.meta.messages[0]).toEqual({ type: 'error', title: 'Deleting is not possible.', message: 'The item is in use.' });
  });
});

describe('FORM-02: the generic required-field texts of a field without a message of its own', () => {
  it.each([
    ['en', 'The field is required', 'This value should not be blank.'],
    ['nl', 'Het veld is verplicht', 'Deze waarde mag niet leeg zijn.'],
  ])('FORM-02 answers a missing field and a blank one in %s', async (locale, required, blank) => {
    const res = await server.call('POST', `/api/demo/generic?_locale=${locale}`, { body: { name: '   ' } });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({ code: [required], name: [blank] });
  });

  it('FORM-02 leaves every other rule its own text', async () => {
    const res = await server.call('POST', '/api/demo/generic?_locale=en', { body: { code: 5, name: 'x', note: 'y' } });
    expect(res.body.meta.errors.code).toEqual([expect.stringContaining('expected string')]);
    expect(res.body.meta.errors.note).toEqual([expect.stringContaining('>=2')]);
  });
});
