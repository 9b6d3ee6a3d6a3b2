/** The methods by which drizzle's sessions send a statement: node-postgres' `query`, PGlite's `query` and `exec`. */
const SENDING = new Set<PropertyKey>(['query', 'exec']);

export const OVERLAPPING_QUERY =
  'A query started on a transaction while another of its queries still ran: await each in turn (ADR 0365), not Promise.all on one transaction';

/**
 * The connection of one transaction, refusing a query while another of its queries runs (ADR 0365).
 * node-postgres queues such a query with a deprecation warning (its next major refuses it) and PGlite
 * runs it after the other, so `Promise.all` over one transaction never ran anything in parallel; it
 * only hides the order. The refusal is the second query's own error, so the test that takes the
 * path fails on it.
 */
export function queriesOneAtATime<C extends object>(client: C): C {
  let running = false;
  const guarded = new Map<PropertyKey, (...args: unknown[]) => unknown>();
  const send = (method: (...args: unknown[]) => unknown) => {
    return (...args: unknown[]) => {
      if (running) return Promise.reject(new Error(OVERLAPPING_QUERY));
      running = true;
      let sent: unknown;
      try {
        sent = method.apply(client, args);
      } catch (error) {
        running = false;
        throw error;
      }
      if (!(sent instanceof Promise)) {
        running = false;
        return sent;
      }
      return sent.finally(() => (running = false));
    };
  };
  return new Proxy(client, {
    get: (target, key) => {
      const value = Reflect.get(target, key, target) as unknown;
      if (!SENDING.has(key) || typeof value !== 'function') return value;
      let method = guarded.get(key);
      if (!method) guarded.set(key, (method = send(value as (...args: unknown[]) => unknown)));
      return method;
    },
  });
}
