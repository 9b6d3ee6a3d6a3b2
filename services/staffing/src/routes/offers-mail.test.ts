import { OfferRights } from '@app/contracts';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type StaffingEnv } from '../testing/staffing-env';
import { answerCalls, newKompasRequest } from './offers-testing';

/** The offer mail as delivered: through notify's outbox to a real SMTP server, the link filled in only there. */
let env: StaffingEnv;
beforeAll(async () => {
  env = await startStaffing({ mail: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

it('delivers the invitation with its public link, which opens the offer; the other invitee hears it is filled', async () => {
  const pool = env.pools.demo;
  const ids = await env.ids(pool);
  const token = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
  const number = await newKompasRequest(env, token, ids, ids.teachers[0]!, { '2027-06-07': [1] });
  const [iris, jan] = [ids.person('invaller@demo.invalpool.nl'), ids.person('jan.jansen@demo.invalpool.nl')];
  expect(
    (await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [iris, jan], message: 'Groep 5' } }))
      .status,
  ).toBe(201);

  const mail = await env.mailbox!.next('invaller@demo.invalpool.nl');
  expect(mail.subject).toBe('Uitnodiging voor vervanging / Invitation to substitute: Het Kompas');
  expect(mail.text).toContain('- 07-06-2027 ochtend');
  expect(mail.text).toContain('Groep 5');
  const link = mail.text.match(/\/invitation\/confirm\/([0-9a-f]{32})/);
  expect(link).not.toBeNull();
  const answer = answerCalls(env);
  expect((await answer.show('invitation', link![1]!)).body.data).toMatchObject({ state: 'open', person: { id: iris } });

  expect((await answer.accept('invitation', link![1]!)).status).toBe(200);
  await env.mailbox!.next('jan.jansen@demo.invalpool.nl');
  const notice = await env.mailbox!.next('jan.jansen@demo.invalpool.nl');
  expect(notice.subject).toBe('Vervanging vervuld of geannuleerd / Substitution filled or cancelled: Het Kompas');
  expect(notice.text).toContain('the request has already been filled or cancelled.');
});
