import { sql } from 'drizzle-orm';
import { ProposalMessages, WeekProposalRights } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { ProposalUnsolved } from '../domain/proposal/proposal-solver';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type StaffingEnv } from '../testing/staffing-env';

/**
 * A solver that fails (HiGHS aborting in its WebAssembly, an error status) is answered 422 with
 * the solver-failed message, in the caller's language, and no proposal is kept. The solver itself
 * is replaced here: a week this size never makes HiGHS fail.
 */
jest.mock('../domain/proposal/proposal-solver', () => ({
  ...jest.requireActual('../domain/proposal/proposal-solver'),
  solveProposal: () => Promise.reject(new ProposalUnsolved('Aborted()')),
}));

let env: StaffingEnv;
let token: string;

beforeAll(async () => {
  env = await startStaffing();
  token = await env.token(env.pools.demo, [...PLANNER_RIGHTS, ...WeekProposalRights.propose]);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const kept = async () =>
  (await env.deps.db.withSystem((tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from staffing.proposals`)))[0]!.n;

it('answers a failed solve 422 with the solver-failed message in en and nl, and keeps no proposal', async () => {
  const before = await kept();
  const body = { from: '2027-06-14', to: '2027-06-18' };
  const en = await env.server.call('POST', '/api/planning/proposal?_locale=en', { token, body });
  expect([en.status, en.body.meta.errors]).toEqual([422, { from: [ProposalMessages.solverFailed] }]);
  const nl = await env.server.call('POST', '/api/planning/proposal?_locale=nl', { token, body });
  expect([nl.status, nl.body.meta.errors]).toEqual([422, { from: ['De solver vond geen voorstel; kies een kortere periode.'] }]);
  expect(await kept()).toBe(before);
});
