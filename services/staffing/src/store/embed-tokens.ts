import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPEN_STATES, type EmbedTokenInput, type EmbedTokenIssued, type EmbedTokenView } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { poolDirectory } from '@app/contracts/published-views/identity';
import { branchDetailDirectory } from '@app/contracts/published-views/masterdata';
import { embedFrames, embedTokens } from '../db/schema';
import type { OpenDaypartRow } from '../domain/calendar/open-dayparts-overview';
import type { Caller } from './request-rows';

/** A new embed token: 256 random bits as 64 hex digits; only its SHA-256 is stored. */
export const newEmbedToken = (): string => crypto.randomBytes(32).toString('hex');
export const hashEmbedToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

type TokenRow = typeof embedTokens.$inferSelect;

async function viewsOf(tx: Tx, poolId: number, rows: TokenRow[]): Promise<EmbedTokenView[]> {
  const ids = [...new Set(rows.flatMap((r) => r.branchIds))];
  const branches = ids.length
    ? await tx
        .select({ id: branchDetailDirectory.id, name: branchDetailDirectory.name })
        .from(branchDetailDirectory)
        .where(and(eq(branchDetailDirectory.poolId, poolId), inArray(branchDetailDirectory.id, ids)))
    : [];
  const names = new Map(branches.map((b) => [b.id, b.name]));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    branches: r.branchIds.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
    origins: r.origins,
    created_at: r.createdAt.toISOString(),
    created_by: r.createdByName,
    revoked_at: r.revokedAt?.toISOString() ?? null,
  }));
}

/** The pool's embed tokens, newest first. */
export async function listEmbedTokens(tx: Tx, poolId: number): Promise<EmbedTokenView[]> {
  const rows = await tx
    .select()
    .from(embedTokens)
    .where(eq(embedTokens.poolId, poolId))
    .orderBy(desc(embedTokens.createdAt), desc(embedTokens.id));
  return viewsOf(tx, poolId, rows);
}

/**
 * Issues a token: the branches must be the pool's (else null: the caller answers 422); the clear
 * token is in the answer only. The frame origins go to the pool-less table the gateway reads.
 */
export async function issueEmbedToken(tx: Tx, caller: Caller, input: EmbedTokenInput): Promise<EmbedTokenIssued | null> {
  const branchIds = [...new Set(input.branches)];
  if (branchIds.length) {
    const found = await tx
      .select({ id: branchDetailDirectory.id })
      .from(branchDetailDirectory)
      .where(and(eq(branchDetailDirectory.poolId, caller.poolId), inArray(branchDetailDirectory.id, branchIds)));
    if (found.length !== branchIds.length) return null;
  }
  const token = newEmbedToken();
  const tokenHash = hashEmbedToken(token);
  const origins = [...new Set(input.origins)];
  const [row] = await tx
    .insert(embedTokens)
    .values({
      poolId: caller.poolId,
      label: input.label,
      tokenHash,
      branchIds,
      origins,
      createdAt: caller.now,
      createdByUsername: caller.author.username,
      createdByName: caller.author.full_name,
    })
    .returning();
  await tx.insert(embedFrames).values({ tokenHash, origins });
  const [view] = await viewsOf(tx, caller.poolId, [row!]);
  return { ...view!, token };
}

/** Revokes a live token of the pool (null: none such); its page stops answering and framing at once. */
export async function revokeEmbedToken(tx: Tx, caller: Caller, id: number): Promise<EmbedTokenView | null> {
  const [row] = await tx
    .update(embedTokens)
    .set({ revokedAt: caller.now, revokedByUsername: caller.author.username })
    .where(and(eq(embedTokens.poolId, caller.poolId), eq(embedTokens.id, id), isNull(embedTokens.revokedAt)))
    .returning();
  if (!row) return null;
  await tx.delete(embedFrames).where(eq(embedFrames.tokenHash, row.tokenHash));
  const [view] = await viewsOf(tx, caller.poolId, [row]);
  return view!;
}

/**
 * The pool and branch scope of a live token: the public page carries no pool, so its flow runs this
 * one look-up by the hash past row-level security (as the offer links do, ADR 0049); the rest runs in the pool.
 */
export async function embedTokenScope(tx: Tx, token: string): Promise<{ poolId: number; branchIds: number[] } | null> {
  const [row] = await tx
    .select({ poolId: embedTokens.poolId, branchIds: embedTokens.branchIds })
    .from(embedTokens)
    .where(and(eq(embedTokens.tokenHash, hashEmbedToken(token)), isNull(embedTokens.revokedAt)));
  return row ?? null;
}

/**
 * The open dayparts (open, invited or reserved: still without a substitute) of the pool's live
 * requests, or of the scope's branches, between `from` and `to`, by date, daypart and request
 * number; and the pool's name. No person is named.
 */
export async function openDaypartRows(
  tx: Tx,
  scope: { poolId: number; branchIds: number[] },
  from: string,
  to: string,
): Promise<{ pool: string; rows: OpenDaypartRow[] }> {
  const branchFilter = scope.branchIds.length
    ? sql`and r.branch_id in (${sql.join(
        scope.branchIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rowsOf<OpenDaypartRow>(
    tx,
    sql`select r.number, b.name as branch_name, b.email as branch_email, s.name as schedule_name,
               to_char(d.date, 'YYYY-MM-DD') as date, d.daypart,
               d.segment->>'start_work_time' as start_work_time, d.segment->>'end_work_time' as end_work_time
        from staffing.request_dates d
        join staffing.requests r on r.id = d.request_id and r.pool_id = d.pool_id
        join masterdata.branch_detail_directory b on b.id = r.branch_id and b.pool_id = r.pool_id
        join masterdata.schedule_directory s on s.id = r.schedule_id and s.pool_id = r.pool_id
        where d.pool_id = ${scope.poolId} and r.deleted_at is null
          and d.state in (${sql.join(
            OPEN_STATES.map((s) => sql`${s}`),
            sql`, `,
          )})
          and d.date between ${from} and ${to} ${branchFilter}
        order by d.date, d.daypart, r.number`,
  );
  const [pool] = await tx.select({ name: poolDirectory.name }).from(poolDirectory).where(eq(poolDirectory.id, scope.poolId));
  return { pool: pool?.name ?? '', rows };
}
