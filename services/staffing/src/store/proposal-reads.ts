import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { PROPOSAL_WEIGHT_DEFAULTS, ProposalMessages, type Proposal, type ProposalWeightCode, type ProposalWeights } from '@app/contracts';
import { notFound, rowsOf, type Tx } from '@app/service-kit';
import { settingValueDirectory } from '@app/contracts/published-views/masterdata';
import { proposals, requestDates, requests } from '../db/schema';
import type { Caller, RequestRow } from './request-rows';
import { scopeCondition, subtreeOf } from './scope';

/**
 * What the week proposal reads beside matching's facts (docs/planning-proposal.md): the requests
 * with open dayparts in the period, open invitations and planned dayparts around it, the pool's
 * weights; and the proposals kept.
 */

/**
 * The live requests within the caller's branches (and within the asked branches' subtrees) with
 * an open or invited daypart in the period, by number.
 */
export async function requestsInPeriod(
  tx: Tx,
  caller: Caller,
  from: string,
  to: string,
  branches: readonly number[],
): Promise<RequestRow[]> {
  const asked = branches.length
    ? sql`(${sql.join(
        branches.map((b) => sql`${requests.branchId} in ${subtreeOf(caller.poolId, b)}`),
        sql` or `,
      )})`
    : undefined;
  return tx
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.poolId, caller.poolId),
        isNull(requests.deletedAt),
        scopeCondition(requests.branchId, caller.poolId, caller.scope),
        asked,
        sql`exists (select 1 from ${requestDates} d where d.pool_id = ${caller.poolId} and d.request_id = ${requests.id}
          and d.state in ('open', 'invited') and d.date between ${from} and ${to})`,
      ),
    )
    .orderBy(asc(requests.number));
}

/** Open invitations' dayparts in the period, as `person:date:daypart` (the invitee may not get a second there). */
export async function invitedInPeriod(tx: Tx, poolId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await rowsOf<{ person_id: number; date: string; daypart: number }>(
    tx,
    sql`select o.person_id, d->>'date' as date, (d->>'daypart')::int as daypart
      from staffing.offers o cross join lateral jsonb_array_elements(o.dayparts) d
      where o.pool_id = ${poolId} and o.kind = 'invitation' and o.state in ('open', 'wait_for_deny')
        and (d->>'date') between ${from} and ${to}`,
  );
  return new Set(rows.map((r) => `${r.person_id}:${r.date}:${r.daypart}`));
}

/** Dayparts planned per person and ISO week (its Monday) in the weeks the period touches, as `person:week`. */
export async function plannedPerWeek(tx: Tx, poolId: number, firstMonday: string, lastDate: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ person_id: number; week: string; planned: number }>(
    tx,
    sql`select d.person_id, to_char(date_trunc('week', d.date), 'YYYY-MM-DD') as week, count(*)::int as planned
      from staffing.request_dates d join staffing.requests r on r.id = d.request_id and r.deleted_at is null
      where d.pool_id = ${poolId} and d.state = 'planned' and d.person_id is not null
        and d.date >= ${firstMonday} and d.date < ${lastDate}::date + 7
      group by d.person_id, date_trunc('week', d.date)`,
  );
  return new Map(rows.map((r) => [`${r.person_id}:${r.week}`, r.planned]));
}

/** The pool's proposal weights, each its default unless the pool set a number in range. */
export async function proposalWeights(tx: Tx, poolId: number): Promise<ProposalWeights> {
  const codes = Object.keys(PROPOSAL_WEIGHT_DEFAULTS) as ProposalWeightCode[];
  const rows = await rowsOf<{ code: ProposalWeightCode; value: unknown }>(
    tx,
    sql`select code, value from ${settingValueDirectory} where pool_id = ${poolId} and branch_id is null
      and code in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
  );
  const weights: ProposalWeights = { ...PROPOSAL_WEIGHT_DEFAULTS };
  for (const r of rows) {
    const value = Number(r.value);
    if (Number.isFinite(value) && value >= 0) weights[r.code] = value;
  }
  return weights;
}

export async function saveProposal(
  tx: Tx,
  caller: Caller,
  input: { from: string; to: string; branches: readonly number[] },
  result: Omit<Proposal, 'id'>,
): Promise<number> {
  const [row] = await tx
    .insert(proposals)
    .values({
      poolId: caller.poolId,
      fromDate: input.from,
      toDate: input.to,
      branchIds: input.branches.length ? [...input.branches] : null,
      result,
      createdAt: caller.now,
      createdByUsername: caller.author.username,
    })
    .returning({ id: proposals.id });
  return row!.id;
}

/** A proposal of the caller's pool, for a send; another pool's is 404 as a missing one. */
export async function proposalForSend(tx: Tx, caller: Caller, id: number) {
  const [row] = await tx
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.poolId, caller.poolId), eq(proposals.id, id)))
    .for('update');
  if (!row) throw notFound(ProposalMessages.proposalNotFound.replace('{{id}}', String(id)));
  return row;
}

/** A proposal of the caller's pool, its period; another pool's is 404 as a missing one. */
export async function proposalForRead(tx: Tx, caller: Caller, id: number): Promise<{ from: string; to: string }> {
  const [row] = await tx
    .select({ from: proposals.fromDate, to: proposals.toDate })
    .from(proposals)
    .where(and(eq(proposals.poolId, caller.poolId), eq(proposals.id, id)));
  if (!row) throw notFound(ProposalMessages.proposalNotFound.replace('{{id}}', String(id)));
  return row;
}

export async function markProposalSent(tx: Tx, caller: Caller, id: number) {
  await tx
    .update(proposals)
    .set({ sentAt: caller.now })
    .where(and(eq(proposals.poolId, caller.poolId), eq(proposals.id, id)));
}
