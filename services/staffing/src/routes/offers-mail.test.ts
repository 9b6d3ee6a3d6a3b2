import { OfferRights } from '@app/contracts';
import { sendDuePlannerReports } from '../flows/planner-reports';
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

it('ID-PERM-14: delivers the planners’ digest of open dayparts, sent by the job at 07:00 on Amsterdam’s clock', async () => {
  const pool = env.pools.demo;
  const ids = await env.ids(pool);
  const token = await env.token(pool);
  const number = await newKompasRequest(env, token, ids, ids.teachers[1]!, { '2027-06-29': [1, 2] });
  const start = env.deps.clock.now();
  try {
    env.deps.clock.set(new Date('2027-06-28T07:00:00+02:00'));
    expect((await sendDuePlannerReports(env.deps)).mails).toBeGreaterThan(0);
    // the new request's mail to the board's planner came first
    let mail = await env.mailbox!.next('planner@demo.invalpool.nl');
    while (!mail.subject.startsWith('Open dagdelen')) mail = await env.mailbox!.next('planner@demo.invalpool.nl');
    expect(mail.subject).toBe('Open dagdelen / Open dayparts: 28-06-2027 - 04-07-2027');
    expect(mail.text).toContain(`Aanvraag ${number}, Het Kompas:\n- 29-06-2027 ochtend en middag`);
    expect(mail.text).toContain(`Request ${number}, Het Kompas:\n- 29-06-2027 morning and afternoon`);
  } finally {
    env.deps.clock.set(start);
  }
});
