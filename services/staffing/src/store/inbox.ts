import { and, eq, sql, type SQL } from 'drizzle-orm';
import { hasAnyRight, ProposalRights, type OfferKind, type TokenPayload } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { offers, requests } from '../db/schema';
import { offerViews } from './offer-views';
import { requestScopeOf, scopeCondition } from './scope';

/**
 * What the inbox lists, as a condition on offer `o` joined to request `r`: one's own open items not
 * past their expiration, and for whoever decides proposals (ProposalRights) the acceptances waiting
 * for the school within their branches.
 */
export function inboxCondition(token: TokenPayload, now: Date): SQL {
  const own =
    token.person_id === null ? sql`false` : sql`(o.person_id = ${token.person_id} and o.state = 'open' and o.expires_at > ${now})`;
  const proposals = hasAnyRight(token, ProposalRights)
    ? sql`(o.state = 'wait_for_deny' and ${scopeCondition(sql`r.branch_id`, token.pool_id, requestScopeOf(token)) ?? sql`true`})`
    : sql`false`;
  return sql`(${own} or ${proposals})`;
}

/** The inbox's items, newest first. */
export async function inboxOffers(tx: Tx, poolId: number, now: Date, condition: SQL) {
  const { rows } = await offerViews(tx, poolId, now, { where: condition, order: sql`o.created_at desc, o.id desc` });
  return rows;
}

/** How many items the inbox lists. */
export async function countInbox(tx: Tx, poolId: number, condition: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${offers} o join ${requests} r on r.id = o.request_id
        where o.pool_id = ${poolId} and ${condition}`,
  );
  return row?.count ?? 0;
}

/** One's own offer of a kind by id, or undefined. */
export async function ownOffer(tx: Tx, poolId: number, id: number, kind: OfferKind, personId: number) {
  const [own] = await tx
    .select({ id: offers.id, poolId: offers.poolId, requestId: offers.requestId, kind: offers.kind })
    .from(offers)
    .where(and(eq(offers.poolId, poolId), eq(offers.id, id), eq(offers.kind, kind), eq(offers.personId, personId)));
  return own;
}

/**
 * The sealed tokens of the offers among `ids` that are the person's own and open: the only ones an
 * inbox names (INBOX-01). Another person's offer (a proposal the school decides) is never read.
 */
export async function ownSealedTokens(tx: Tx, poolId: number, personId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ id: number; token_sealed: string }>(
    tx,
    sql`select o.id, o.token_sealed from ${offers} o
        where o.pool_id = ${poolId} and o.person_id = ${personId} and o.state = 'open' and o.token_sealed is not null
          and o.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  return new Map(rows.map((r) => [r.id, r.token_sealed]));
}

/** Keeps the new offers' tokens sealed beside their hashes, in the offering transaction. */
export async function keepSealedTokens(tx: Tx, poolId: number, sealed: readonly { id: number; tokenSealed: string }[]): Promise<void> {
  for (const { id, tokenSealed } of sealed) {
    await tx
      .update(offers)
      .set({ tokenSealed })
      .where(and(eq(offers.poolId, poolId), eq(offers.id, id)));
  }
}
