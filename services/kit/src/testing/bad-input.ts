import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { JSON_MAX_DEPTH } from '@app/contracts';
import type { ServiceApi } from '../api/api-route';
import { rowsOf, type Database } from '../db/database';
import type { TestServer } from './test-deps';

/** The top-level field names of a body schema (an object, also inside a refinement or a pipe). */
function fieldsOf(schema: ZodType): string[] {
  const def = (schema as { def?: { shape?: Record<string, unknown>; in?: ZodType; schema?: ZodType } }).def;
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? def?.shape;
  if (shape) return Object.keys(shape);
  const inner = def?.in ?? def?.schema;
  return inner ? fieldsOf(inner) : [];
}

const HUGE_STRING = 'x'.repeat(300_000);

/** Whether the schema refuses the body (malformed JSON: always). */
function refuses(schema: ZodType, raw: string): boolean {
  try {
    return !schema.safeParse(JSON.parse(raw)).success;
  } catch {
    return true;
  }
}

/** A value that fits no scalar field: huge strings and numbers, arrays and nested objects where scalars belong. */
const wrongValue = fc.oneof(
  fc.constant(HUGE_STRING),
  fc.constantFrom(1e308, -1e308, 2 ** 64, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63)),
  fc.array(fc.record({ a: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })) }), { minLength: 1, maxLength: 2 }),
  fc.record({ nested: fc.array(fc.constant(null), { minLength: 1, maxLength: 2 }) }),
);

/** C0 control characters other than tab, line feed and carriage return: NUL first, which PostgreSQL refuses. */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f'];
const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => before + control + after);

/** JSON text nested past the limit: arrays in arrays or objects in objects, up to thousands deep. */
const nestedText = (open: '[' | '{"a":', depth: number) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth);
const deeplyNested = fc
  .tuple(fc.constantFrom('[' as const, '{"a":' as const), fc.integer({ min: JSON_MAX_DEPTH + 1, max: 5000 }))
  .map(([open, depth]) => nestedText(open, depth));

/** Numbers past every range, as JSON text (JSON.stringify cannot write them). */
const hugeNumberText = fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '0.' + '0'.repeat(400) + '1', '9'.repeat(400));

const unknownFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).map((k) => `zz_${k}`),
  fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean()),
  { maxKeys: 3 },
);

/**
 * One bad body, as JSON text: the whole body of a wrong type, malformed JSON, or a field of a wrong
 * type among unknown ones; only bodies the route's own published schema refuses (a list of settings
 * may be empty, a supplier's options any object: those are not bad input).
 */
export function badBodies(schema: ZodType): fc.Arbitrary<string> {
  const fields = fieldsOf(schema);
  const wrongType = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 20 }),
    fc.array(fc.integer(), { maxLength: 3 }),
  );
  const malformed = fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1,}', "{'a':1}", '{"a":"\\u12"}');
  const wrongField = fields.length
    ? fc
        .record({ field: fc.constantFrom(...fields), value: wrongValue, extra: unknownFields })
        .map(({ field, value, extra }) => JSON.stringify({ ...extra, [field]: value }))
    : unknownFields.map((extra) => JSON.stringify({ ...extra, zz_value: HUGE_STRING }));
  const hugeNumber = fc
    .record({ field: fc.constantFrom(...(fields.length ? fields : ['zz_value'])), number: hugeNumberText })
    .map(({ field, number }) => `{${JSON.stringify(field)}:${number}}`);
  const refused = fc
    .oneof(
      wrongType.map((v) => JSON.stringify(v)),
      malformed,
      wrongField,
      wrongField,
      hugeNumber,
    )
    .filter((raw) => refuses(schema, raw));
  // refused at the edge whatever the route's schema: a control character in any string, nesting past the limit
  const field = fc.constantFrom(...(fields.length ? fields : ['zz_value']));
  const hostile = fc.oneof(
    fc
      .record({ field, value: withControlCharacter, extra: unknownFields })
      .map(({ field, value, extra }) => JSON.stringify({ ...extra, [field]: value })),
    fc.record({ field, nested: deeplyNested }).map(({ field, nested }) => `{${JSON.stringify(field)}:${nested}}`),
    deeplyNested,
  );
  return fc.oneof(refused, hostile);
}

/** Every field of the body holding a NUL and a bell: no service may store it, or answer it with a 500. */
export function controlCharacterBody(schema: ZodType): Record<string, string> {
  const fields = fieldsOf(schema);
  return Object.fromEntries((fields.length ? fields : ['zz_value']).map((f) => [f, `a\u0000b\u0007c`]));
}

/** Row counts of every table of the schemas: a 4xx must leave them as they were (nothing half-written). */
export async function rowCounts(db: Database, schemas: readonly string[]): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db.db,
    sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any(${sql.raw(`array[${schemas.map((s) => `'${s}'`).join(', ')}]`)}) and c.relkind in ('r', 'p') order by 1`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.withSystem((tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.raw(name)}`));
    out[name] = row?.n ?? 0;
  }
  return out;
}

export interface BadInputSetup {
  server: TestServer;
  /** a profile holding the rights the routes ask, so the bodies reach validation */
  token: string;
  /** the path with its parameters filled in (ids of records that exist), e.g. '/role/:id' -> '/role/7' */
  pathOf(path: string): string;
  /** the service's tables, counted before and after */
  counts(): Promise<unknown>;
}

/**
 * The bad-input suite: every write route that takes a body gets bodies generated by
 * fast-check that no route accepts: a body of another type than an object, malformed JSON, a known
 * field with a huge string, a huge number or a nested value where a scalar belongs, among unknown
 * fields; a control character in a field, nesting thousands deep. Each answers 4xx in the
 * `{ data, meta }` envelope, never a 500, and writes nothing (the service's row counts stay); a body
 * with a NUL in every field is 422 on each of them. A few runs per route keep it quick; a failure
 * prints the body.
 */
export function describeBadInput(api: ServiceApi, running: () => BadInputSetup, runs = 6): void {
  const writes = api.routes.filter((r) => r.method !== 'get' && r.body);
  describe(`${api.service}: bad input`, () => {
    it('has write routes with a body to try', () => {
      expect(writes.length).toBeGreaterThan(0);
    });

    it.each(writes.map((r) => [`${r.method.toUpperCase()} /api${r.path}`, r] as const))('%s', async (_name, route) => {
      const setup = running();
      const before = await setup.counts();
      await fc.assert(
        fc.asyncProperty(badBodies(route.body!), async (raw) => {
          const res = await setup.server.call(route.method.toUpperCase(), `/api${setup.pathOf(route.path)}`, { token: setup.token, raw });
          const answer = {
            status: res.status,
            envelope: res.body && typeof res.body === 'object' && 'data' in res.body && 'meta' in res.body,
          };
          expect(answer).toEqual({ status: answer.status >= 400 && answer.status < 500 ? answer.status : 'a 4xx', envelope: true });
        }),
        { numRuns: runs },
      );
      const body = controlCharacterBody(route.body!);
      const res = await setup.server.call(route.method.toUpperCase(), `/api${setup.pathOf(route.path)}`, { token: setup.token, body });
      expect([res.status, Object.keys(res.body.meta.errors ?? {}).sort()]).toEqual([422, Object.keys(body).sort()]);
      expect(await setup.counts()).toEqual(before);
    });
  });
}
