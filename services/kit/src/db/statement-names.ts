import type pg from 'pg';

/** How many distinct statements a process names: the hot queries of every service, bounded. */
export const NAMED_STATEMENTS_KEPT = 256;

/** How many statement texts a process remembers having seen once (the oldest forgotten first). */
const SEEN_ONCE_KEPT = 4_096;

/**
 * Names for the statements a process sends again and again, so each connection parses and plans
 * them once and the server may keep a generic plan: under load a list's planning cost ten times its
 * execution (the person list: 14 ms to bind, 1.4 ms to run), and a signed-in call's two reads
 * spent more on planning than on reading. A text is named the second time it is seen, so a query
 * written with its values in the text (made once) takes no name; at most `kept` texts are named per
 * process, so the statements each connection holds on the server stay bounded. The same text always
 * has the same name in a process, which node-postgres requires of its named statements.
 */
export function createStatementNames(kept = NAMED_STATEMENTS_KEPT) {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return {
    /** the name for `text`, or undefined while it is new or when the process has named its share */
    nameOf(text: string): string | undefined {
      const named = names.get(text);
      if (named || names.size >= kept) return named;
      if (!seenOnce.delete(text)) {
        if (seenOnce.size >= SEEN_ONCE_KEPT) seenOnce.delete(seenOnce.values().next().value as string);
        seenOnce.add(text);
        return undefined;
      }
      const name = `s${names.size + 1}`;
      names.set(text, name);
      return name;
    },
    get size() {
      return names.size;
    },
  };
}

export type StatementNames = ReturnType<typeof createStatementNames>;

type QueryConfig = { text: string; name?: string };

/**
 * The connection as drizzle's session sees it, with a name on each parameterised statement that
 * `names` gives one; everything else (simple queries, statements drizzle named itself) passes as is.
 */
export function namingStatements(client: pg.PoolClient, names: StatementNames): pg.PoolClient {
  const query = (config: unknown, values?: unknown) => {
    if (config && typeof config === 'object' && 'text' in config && !(config as QueryConfig).name && Array.isArray(values)) {
      const name = names.nameOf((config as QueryConfig).text);
      if (name) return client.query({ ...(config as QueryConfig), name }, values);
    }
    return (client.query as (c: unknown, v?: unknown) => unknown)(config, values);
  };
  return new Proxy(client, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key, target)) });
}
