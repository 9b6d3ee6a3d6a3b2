import { sql } from 'drizzle-orm';
import type Koa from 'koa';
import { rowsOf, type Database } from '../db/database';
import type { TestServer } from './test-deps';

/** What @koa/router leaves on the middleware its routes() returns. */
type RouterDispatch = { router?: { stack: { path: string | RegExp; methods: string[] }[] } };

/** Every route a Koa app's routers answer, as 'METHOD /api/path/:param' (HEAD left out). */
export function mountedRoutes(app: Koa): string[] {
  return app.middleware.flatMap((middleware) =>
    ((middleware as RouterDispatch).router?.stack ?? []).flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path)}`),
    ),
  );
}

/** One call a caller of pool A makes with pool B's ids (in the path, the body, a filter or a lookup). */
export interface IsolationCall {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * How a route is tried: the calls with pool B's ids (`b` names them), or why the route holds no
 * pool's data (health, the public steps before a pool is chosen), which the suite then leaves out.
 */
export type IsolationRoute = ((b: Record<string, number>) => IsolationCall[]) | { noPoolData: string };

export interface TenantIsolationSetup {
  app: Koa;
  server: TestServer;
  /** a profile of pool A holding every right of the catalogue, but no sysadmin */
  tokenA: string;
  /** pool B's ids by name, for the routes' calls */
  idsB: Record<string, number>;
  /** texts only pool B's data contains: an answer to pool A's caller must not carry one */
  markersB: string[];
  /** pool B's rows, compared before and after every call */
  fingerprintB(): Promise<unknown>;
}

/**
 * The tenant-isolation suite: for every route of the service's router, a caller of pool A
 * tries pool B's ids. Every answer is 403 or 404, 422 for an id in a body that the pool does not
 * know, 401 where a public step refuses a ticket or code, or a success (a list, a lookup) that
 * carries none of pool B's data; never a 500 or a redirect; and nothing
 * of pool B changes. A route the declaration misses fails the suite, so a new route must be declared
 * (one entry in `routes`).
 */
export function describeTenantIsolation(
  service: string,
  routes: Record<string, IsolationRoute>,
  running: () => TenantIsolationSetup,
): void {
  describe(`${service}: tenant isolation`, () => {
    it('declares every route of the router, and no route the router does not have', () => {
      const mounted = [...new Set(mountedRoutes(running().app))].sort();
      expect({ undeclared: mounted.filter((r) => !(r in routes)) }).toEqual({ undeclared: [] });
      expect({ unknown: Object.keys(routes).filter((r) => !mounted.includes(r)) }).toEqual({ unknown: [] });
    });

    it("answers a caller of pool A nothing of pool B's, and changes nothing of pool B", async () => {
      const setup = running();
      const before = await setup.fingerprintB();
      const failures: string[] = [];
      for (const [route, how] of Object.entries(routes)) {
        if (typeof how !== 'function') continue;
        const calls = how(setup.idsB);
        if (!calls.length) failures.push(`${route}: no call declared`);
        for (const call of calls) {
          const res = await setup.server.call(call.method, call.path, { token: setup.tokenA, body: call.body });
          const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
          const leaked = setup.markersB.find((marker) => text.includes(marker));
          const refused = [401, 403, 404, 422].includes(res.status);
          if (res.status >= 500 || (!refused && res.status >= 300) || leaked)
            failures.push(`${call.method} ${call.path}: ${res.status}${leaked ? ` carries '${leaked}'` : ''}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await setup.fingerprintB()).toEqual(before);
    });
  });
}

/**
 * A fingerprint of one pool's rows in the schemas: each table with `pool_id`, hashed row by row (as
 * the owner, past row-level security). Equal fingerprints: nothing of that pool was written.
 */
export async function poolFingerprint(db: Database, schemas: readonly string[], poolId: number): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db.db,
    sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any(${sql.raw(`array[${schemas.map((s) => `'${s}'`).join(', ')}]`)}) and c.relkind in ('r', 'p')
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'pool_id' and not a.attisdropped)
        order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.withSystem((tx) =>
      rowsOf<{ hash: string }>(
        tx,
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.raw(name)} t where pool_id = ${poolId}`,
      ),
    );
    out[name] = row?.hash ?? '';
  }
  return out;
}
