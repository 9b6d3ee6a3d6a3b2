import { OUTBOX_CHANNEL, OUTBOX_ENQUEUE_EVENT, type OutboxMessage } from '@app/contracts';
import { createTestDeps, startTestServer, type TestDeps, type TestServer } from '@app/service-kit/testing';
import type { ServiceModule } from '@app/service-kit';
import { poolDirectory } from '../db/schema';
import { identityService } from '../index';
import { DEMO_PASSWORD } from '../demo/demo-data';

export interface IdentityEnv {
  deps: TestDeps;
  server: TestServer;
  /** ids of the demo pools, by url */
  poolIds: { demo: number; noord: number };
  close(): Promise<void>;
}

/**
 * A migrated database with the demo data of every seed stage and the identity app on a real port.
 * The masterdata module is handed in by the test file (only tests may import another service).
 */
export async function startIdentityEnv(masterdata: ServiceModule): Promise<IdentityEnv> {
  const deps = await createTestDeps([masterdata, identityService]);
  await identityService.seedDemo?.(deps, 'tenants');
  await masterdata.seedDemo?.(deps, 'data');
  await identityService.seedDemo?.(deps, 'access');
  const server = await startTestServer(identityService.createApp(deps));
  const directory = await deps.db.db.select().from(poolDirectory);
  const idOf = (url: string) => directory.find((p) => p.url === url)!.id;
  return {
    deps,
    server,
    poolIds: { demo: idOf('demo'), noord: idOf('noord') },
    close: async () => {
      await server.close();
      await deps.db.close();
    },
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
  const res = await server.call('POST', '/api/login_check', { body: { username, password, pool: pool.id, profile: profile.id, isMobile: 0 } });
  if (res.status !== 200) throw new Error(`login_check ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body.data, poolId: pool.id, profileId: profile.id };
}

/** Every mail enqueued on the bus (what notify's outbox would store), newest last. */
export function captureMail(bus: TestDeps['bus']): { mails: OutboxMessage[]; lastTo(recipient: string): OutboxMessage | undefined; stop(): void } {
  const mails: OutboxMessage[] = [];
  const stop = bus.subscribe((event) => {
    if (event.channel === OUTBOX_CHANNEL && event.event === OUTBOX_ENQUEUE_EVENT) mails.push(event.payload as OutboxMessage);
  });
  return { mails, lastTo: (recipient) => mails.filter((m) => m.recipient === recipient).at(-1), stop };
}
