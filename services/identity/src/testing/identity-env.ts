import { REFRESH_COOKIE } from '@app/contracts';
import { startServices, type Mailbox } from '@app/service-harness';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { poolDirectory } from '../db/schema';
import { DEMO_PASSWORD } from '../demo/demo-data';

export interface IdentityEnv {
  deps: TestDeps;
  server: TestServer;
  /** ids of the demo pools, by url */
  poolIds: { demo: number; noord: number };
  close(): Promise<void>;
}

/** The environment with identity's mail delivered: `mailbox` reads it as the recipient would. */
export type IdentityMailEnv = IdentityEnv & { mailbox: Mailbox };

/**
 * A migrated database with the demo data of every seed stage (identity reads masterdata's views, so
 * the harness starts masterdata too) and the identity app on a real port. With `mail`, notify
 * delivers identity's mail to an SMTP server and `mailbox` reads it: codes and links come from the
 * delivered message, never from the API or the bus.
 */
export async function startIdentityEnv(options: { mail: true }): Promise<IdentityMailEnv>;
export async function startIdentityEnv(): Promise<IdentityEnv>;
export async function startIdentityEnv(options: { mail?: boolean } = {}): Promise<IdentityEnv & { mailbox?: Mailbox }> {
  const started = await startServices(['identity'], { mail: options.mail ?? false });
  const { deps } = started;
  // the tests play the proxy that names client addresses (X-Forwarded-For), as a trusted one
  deps.config.TRUSTED_PROXIES = 'loopback';
  const server = await started.serve('identity');
  const directory = await deps.db.db.select().from(poolDirectory);
  const idOf = (url: string) => directory.find((p) => p.url === url)!.id;
  return {
    deps,
    server,
    poolIds: { demo: idOf('demo'), noord: idOf('noord') },
    mailbox: started.mailbox,
    close: started.close,
  };
}

/** Logs in through the three steps; picks the first pool and profile unless told otherwise. */
export async function login(
  server: TestServer,
  username: string,
  choose: { pool?: string; profileBranch?: string } = {},
  password = DEMO_PASSWORD,
): Promise<{ token: string; refresh_token: string; poolId: number; profileId: number }> {
  const pools = await server.call('POST', '/api/auth/pool', { body: { username, password } });
  const pool = (pools.body.data as { id: number; url: string }[]).find((p) => !choose.pool || p.url === choose.pool);
  if (!pool) throw new Error(`no pool for ${username}`);
  const step = await server.call('POST', `/api/auth/pool/${pool.id}/profile`, { body: { username, password } });
  const profile = (step.body.data.profiles as { id: number; branch: { name: string } | null }[]).find(
    (p) => !choose.profileBranch || p.branch?.name === choose.profileBranch,
  );
  if (!profile) throw new Error(`no profile for ${username}`);
  const res = await server.call('POST', '/api/login_check', {
    body: { username, password, pool: pool.id, profile: profile.id, isMobile: 0 },
  });
  if (res.status !== 200) throw new Error(`login_check ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body.data, refresh_token: refreshCookieOf(res.headers), poolId: pool.id, profileId: profile.id };
}

/** The refresh token of a login answer: only in its HttpOnly cookie, never in the body. */
export function refreshCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!cookie) throw new Error('no refresh cookie');
  return cookie.slice(REFRESH_COOKIE.length + 1).split(';')[0]!;
}
