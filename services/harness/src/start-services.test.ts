import { SERVICES } from '@app/contracts';
import { relayToNotify } from '@app/service-kit/testing';
import { loadService, withDependencies } from './service-catalogue';
import { startServices, type StartedServices } from './start-services';
import type { Mailbox } from './mailbox';

test('the catalogue loads every service by its name', async () => {
  for (const name of SERVICES) expect((await loadService(name)).name).toBe(name);
});

test('a service comes after the services it reads, each once, in the order they are asked for', async () => {
  const names = async (...asked: Parameters<typeof withDependencies>[0]) => (await withDependencies(asked)).map((s) => s.name);
  expect(await names('identity')).toEqual(['masterdata', 'identity']);
  expect(await names('masterdata', 'identity')).toEqual(['masterdata', 'identity']);
  expect(await names('identity', 'masterdata', 'notify')).toEqual(['masterdata', 'identity', 'notify']);
});

describe('mail delivered through notify to an SMTP server', () => {
  let started: StartedServices & { mailbox: Mailbox };

  beforeAll(async () => {
    started = await startServices(['notify'], { mail: true, demo: false });
  }, 120_000);

  afterAll(() => started.close());

  const send = (recipient: string, text: string, secrets: Record<string, string> = {}) =>
    relayToNotify(started.deps, [
      {
        pool_id: 1,
        channel: 'mail',
        recipient,
        subject: 'Uw code / Your code',
        text,
        html: null,
        template: 'test.mail',
        secrets,
      },
    ]);

  test('a mail is read as delivered: its secrets filled in by the sender, each taken once', async () => {
    await send('Anna@Example.nl', 'Uw code is {{code}}.', { code: '123456' });
    await send('anna@example.nl', 'Tweede mail');
    const first = await started.mailbox.next('anna@example.nl');
    expect(first).toMatchObject({ to: ['anna@example.nl'], subject: 'Uw code / Your code', text: 'Uw code is 123456.\n' });
    expect((await started.mailbox.next('ANNA@example.nl')).text).toBe('Tweede mail\n');
  });

  test('settled waits until every enqueued mail is delivered', async () => {
    const before = started.mailbox.delivered.length;
    await send('bob@example.nl', 'Een');
    await send('carla@example.nl', 'Twee');
    const delivered = await started.mailbox.settled();
    expect(
      delivered
        .slice(before)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['bob@example.nl', 'carla@example.nl']);
  });

  test('a service that was not started has no deps', () => {
    expect(() => started.depsOf('identity')).toThrow('identity was not started (started: notify)');
  });
});
