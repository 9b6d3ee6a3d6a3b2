import crypto from 'node:crypto';
import type { TokenPayload } from '@app/contracts';
import { stopProcess, type LauncherProcess } from './testing/launcher-process';
import { createSplitDeployment, type SplitDeployment } from './testing/split-deployment';
import { call, signIn, type Answer } from './testing/staffing-load';

/**
 * What each process remembers to make a signed-in call cheap (a token's verified signature, the
 * accounts' token versions) never outlives a change made through another process: two processes
 * with every target on one database and one Redis bus; a user's token is used on B (so B has it in
 * memory), the change is made through A, and B refuses the token within a second: a password set
 * by an administrator (the old tokens revoked), a role's rights changed, an account deactivated
 * (counted from A's answer: the change is announced before A answers).
 * Without the version announced over the bus B would accept the token for its cache's minute.
 */
const RUN = crypto.randomBytes(4).toString('hex');
const WITHIN_MS = 1_000;

let split: SplitDeployment;
let a: LauncherProcess;
let b: LauncherProcess;
const url = (p: LauncherProcess) => `http://127.0.0.1:${p.port}`;
const none: Answer[] = [];
const accountOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenPayload).account_id!;
const currentProfile = async (p: LauncherProcess, token: string) =>
  (await call(none, url(p), 'GET', '/auth/current-profile', undefined, token)).status;

/** How long after the change was answered B first refuses the token (it is asked every 20 ms), or fails after two seconds. */
async function refusedAfter(token: string, changed: number): Promise<number> {
  for (;;) {
    const status = await currentProfile(b, token);
    if (status === 401) return Date.now() - changed;
    expect(status).toBe(200);
    if (Date.now() - changed > 2 * WITHIN_MS) throw new Error(`B still accepts the token ${Date.now() - changed} ms after the change`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A user's token, accepted by B first: B verified it and looked its account's version up. */
async function heldByB(username: string): Promise<string> {
  const { token } = await signIn(url(a), username);
  expect(await currentProfile(b, token)).toBe(200);
  expect(await currentProfile(b, token)).toBe(200);
  return token;
}

beforeAll(async () => {
  split = await createSplitDeployment(`caches_${RUN}`, { OUTBOX_POLL_MS: '60000' });
  [a, b] = await Promise.all([split.launch('all', { BUS: 'redis' }), split.launch('all', { BUS: 'redis' })]);
}, 240_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((p) => stopProcess(p)));
  await split?.close();
}, 60_000);

it('refuses on B, within a second, a token whose password an administrator set through A', async () => {
  const admin = (await signIn(url(a))).token;
  const token = await heldByB('invaller');
  const id = accountOf(token);
  const account = (await call(none, url(a), 'GET', `/account/${id}`, undefined, admin)).body!.data as { username: string; email: string };
  const password = 'Nieuw#2027-caches';
  const body = { username: account.username, email: account.email, enabled: true, password, password_confirmation: password };
  expect((await call(none, url(a), 'PUT', `/account/${id}`, body, admin)).status).toBe(200);
  const changed = Date.now();
  expect(await refusedAfter(token, changed)).toBeLessThan(WITHIN_MS);
}, 60_000);

it("refuses on B, within a second, a token whose role's rights changed through A", async () => {
  const admin = (await signIn(url(a))).token;
  const token = await heldByB('school');
  const roles = (await call(none, url(a), 'GET', '/role?itemsPerPage=-1', undefined, admin)).body!.data as {
    id: number;
    code: string;
    allow: string[];
  }[];
  const school = roles.find((r) => r.code === 'ROLE_SCHOOL')!;
  expect((await call(none, url(a), 'PUT', `/role/${school.id}`, { allow: school.allow.slice(1) }, admin)).status).toBe(200);
  const changed = Date.now();
  expect(await refusedAfter(token, changed)).toBeLessThan(WITHIN_MS);
  // the next token holds the new rights, on either process
  const renewed = (await signIn(url(b), 'school')).token;
  expect(await currentProfile(a, renewed)).toBe(200);
  expect((JSON.parse(Buffer.from(renewed.split('.')[1]!, 'base64url').toString()) as TokenPayload).allow).not.toContain(school.allow[0]);
}, 60_000);

it('refuses on B, within a second, a token of an account deactivated through A', async () => {
  const admin = (await signIn(url(a))).token;
  const token = await heldByB('planner');
  const id = accountOf(token);
  const account = (await call(none, url(a), 'GET', `/account/${id}`, undefined, admin)).body!.data as { username: string; email: string };
  const deactivate = { username: account.username, email: account.email, enabled: false };
  expect((await call(none, url(a), 'PUT', `/account/${id}`, deactivate, admin)).status).toBe(200);
  const changed = Date.now();
  expect(await refusedAfter(token, changed)).toBeLessThan(WITHIN_MS);
}, 60_000);
