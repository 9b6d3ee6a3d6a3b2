import { sql, type SQL } from 'drizzle-orm';
import { OFFER_STATES, type OfferKind, type OfferView } from '@app/contracts';
import { containsPattern, rowsOf, type ListRequest, type Tx } from '@app/service-kit';
import { branchDetailDirectory, personDetailDirectory } from '@app/contracts/published-views/masterdata';
import { offers, requests } from '../db/schema';
import { offerViews } from './offer-views';
import { scopeCondition, subtreeOf, type RequestScope } from './scope';

/** Whom one list call is for: the pool and branches, the kind, and (VIEW alone) the caller's own person. */
export interface OfferListContext {
  poolId: number;
  scope: RequestScope;
  now: Date;
  kind: OfferKind;
  /** only this person's offers; null: every offer within the scope */
  own: number | null;
}

const ids = (values: string[] | undefined) => (values ?? []).filter((v) => /^\d{1,9}$/.test(v)).map(Number);
const inList = (column: SQL, values: number[]) =>
  values.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;

/**
 * The state filter as it shows: 'open' is open and not yet past its expiration, 'expired' also the
 * open ones past it (`stateAt`), so the filter and the state shown never disagree.
 */
function stateCondition(states: string[], now: Date): SQL {
  const known = states.filter((s) => (OFFER_STATES as readonly string[]).includes(s));
  const parts = known.map((s) =>
    s === 'open'
      ? sql`(o.state = 'open' and o.expires_at > ${now})`
      : s === 'expired'
        ? sql`(o.state = 'expired' or (o.state = 'open' and o.expires_at <= ${now}))`
        : sql`o.state = ${s}`,
  );
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

const SORTS: Record<string, SQL> = {
  created_at: sql`o.created_at`,
  expiration_date: sql`o.expires_at`,
  state: sql`o.state`,
  request: sql`r.number`,
};

/** One page of the invitation or reservation list (LIST-*), newest first unless sorted otherwise. */
export async function listOffers(tx: Tx, ctx: OfferListContext, request: ListRequest): Promise<{ rows: OfferView[]; total: number }> {
  const f = request.filters;
  const pattern = request.search ? containsPattern(request.search) : null;
  const where = [
    sql`o.kind = ${ctx.kind}`,
    sql`r.deleted_at is null`,
    // one's own offers wherever they are; a planner's within their branches
    ctx.own === null ? scopeCondition(sql`r.branch_id`, ctx.poolId, ctx.scope) : sql`o.person_id = ${ctx.own}`,
    f.state ? stateCondition(f.state, ctx.now) : undefined,
    f.request ? inList(sql`r.number`, ids(f.request)) : undefined,
    f.person ? inList(sql`o.person_id`, ids(f.person)) : undefined,
    f.branch
      ? sql`(${sql.join(
          ids(f.branch)
            .map((id) => sql`r.branch_id in ${subtreeOf(ctx.poolId, id)}`)
            .concat(sql`false`),
          sql` or `,
        )})`
      : undefined,
    pattern
      ? sql`(r.number::text = ${request.search}
        or o.person_id in (select id from ${personDetailDirectory} where pool_id = ${ctx.poolId} and full_name ilike ${pattern})
        or r.branch_id in (select id from ${branchDetailDirectory} where pool_id = ${ctx.poolId} and name ilike ${pattern}))`
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const direction = request.sort.order === 'desc' ? sql`desc` : sql`asc`;
  const order = sql`${SORTS[request.sort.column] ?? SORTS.created_at!} ${direction}, o.id ${direction}`;
  const limit = request.perPage === null ? undefined : sql`limit ${request.perPage} offset ${(request.page - 1) * request.perPage}`;
  const condition = sql.join(where, sql` and `);
  const page = await offerViews(tx, ctx.poolId, ctx.now, { where: condition, order, limit });
  if (page.rows.length || request.page === 1) return page;
  // a page past the end carries no window count: the total comes from a count of its own
  const [row] = await rowsOf<{ total: number }>(
    tx,
    sql`select count(*)::int as total from ${offers} o join ${requests} r on r.id = o.request_id where o.pool_id = ${ctx.poolId} and ${condition}`,
  );
  return { rows: [], total: row?.total ?? 0 };
}
