import { sql } from 'drizzle-orm';
import { TOKEN_VERSION_CHANNEL, type TokenPayload } from '@app/contracts';
import { rowsOf, type Clock, type Database, type EventBus } from '@app/service-kit';

/** How long a looked-up version is trusted without news on the bus (a lost message heals by then). */
export const TOKEN_VERSION_TTL_MS = 60_000;

export type VersionListener = (accountId: number, version: number) => void;

/**
 * The account token versions the gateway checks on every request (ADR 0019): an access token
 * signed under an older version (a password changed, a role taken away, the account disabled or
 * renamed) is refused at once instead of after its hour. Versions are read from identity's
 * published view `identity.account_token_versions` as the gateway's own database role, kept in
 * memory, and replaced when identity announces a new one on the bus (every gateway replica hears it).
 */
export function createTokenVersions(deps: { db: Database; bus: EventBus; clock: Clock }, ttlMs = TOKEN_VERSION_TTL_MS) {
  const cache = new Map<number, { version: number | null; at: number }>();
  const listeners = new Set<VersionListener>();
  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.channel !== TOKEN_VERSION_CHANNEL) return;
    const { account_id: accountId, version } = (event.payload ?? {}) as { account_id?: unknown; version?: unknown };
    if (typeof accountId !== 'number' || typeof version !== 'number') return;
    cache.set(accountId, { version, at: deps.clock.now().getTime() });
    listeners.forEach((listener) => listener(accountId, version));
  });

  async function current(accountId: number): Promise<number | null> {
    const now = deps.clock.now().getTime();
    const cached = cache.get(accountId);
    if (cached && now - cached.at < ttlMs) return cached.version;
    const [row] = await deps.db.withGlobal((tx) =>
      rowsOf<{ token_version: number }>(tx, sql`select token_version from identity.account_token_versions where id = ${accountId}`),
    );
    const version = row?.token_version ?? null;
    cache.set(accountId, { version, at: now });
    return version;
  }

  return {
    current,
    /** True when the token names its account and that account's current version. */
    async accepts(auth: Pick<TokenPayload, 'account_id' | 'ver'>): Promise<boolean> {
      if (typeof auth.account_id !== 'number' || typeof auth.ver !== 'number') return false;
      return (await current(auth.account_id)) === auth.ver;
    },
    /** Called with every new version announced (the websocket closes the account's older sockets). */
    onChange(listener: VersionListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: unsubscribe,
  };
}

export type TokenVersions = ReturnType<typeof createTokenVersions>;
