import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  groupStatus,
  requestStatus,
  RequestMessages,
  statusCounts,
  type GroupRequestInput,
  type RequestGroupCreateInput,
  type RequestGroupUpdateInput,
  type RequestGroupView,
  type RequestSettings,
} from '@app/contracts';
import { HttpError, notFound, pageInMemory, unprocessable, type ListRequest, type Tx } from '@app/service-kit';
import { requestGroups, requests } from '../db/schema';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { GROUP_LIST, type GroupListItem } from '../domain/requests/group-list';
import { ensureRoomInGroup } from './group-membership';
import { unknownLabels } from './masterdata-reads';
import { writeLog } from './request-log';
import { listRequests, type ListContext } from './request-list';
import { requestForWrite, type Caller, type RequestRow } from './request-rows';
import { progressOf } from './request-reads';
import { scopeCondition, subtreeOf } from './scope';

type GroupRow = typeof requestGroups.$inferSelect;

export const groupNotFound = (id: number) => notFound(RequestMessages.groupNotFound.replace('{{id}}', String(id)));

/**
 * The groups a caller sees: every group of the pool for a profile of the whole pool; for a
 * branch-bound profile the groups made at its branches and those holding one of its requests.
 */
function visibleGroups(caller: Pick<Caller, 'poolId' | 'scope'>) {
  const base = and(eq(requestGroups.poolId, caller.poolId), isNull(requestGroups.deletedAt));
  if (caller.scope === null) return base;
  if (caller.scope.branchId === null) return and(base, sql`false`);
  return and(
    base,
    or(
      sql`${requestGroups.branchId} in ${subtreeOf(caller.poolId, caller.scope.branchId)}`,
      sql`exists (select 1 from ${requests} r where r.request_group_id = ${requestGroups.id} and r.deleted_at is null
        and ${scopeCondition(sql`r.branch_id`, caller.poolId, caller.scope)})`,
    ),
  );
}

export async function findGroupInScope(tx: Tx, caller: Caller, id: number, forUpdate = false): Promise<GroupRow> {
  const query = tx
    .select()
    .from(requestGroups)
    .where(and(eq(requestGroups.id, id), visibleGroups(caller)))
    .$dynamic();
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw groupNotFound(id);
  return row;
}

/** The group as its card shows it: its requests (those the caller sees) with their labels and statuses. */
export async function groupView(tx: Tx, ctx: ListContext, group: GroupRow): Promise<RequestGroupView> {
  const request: ListRequest = {
    page: 1,
    perPage: null,
    sort: { column: 'number', order: 'asc' },
    filters: { request_group: [String(group.id)] },
    search: null,
    includeArchived: false,
    csvName: null,
  };
  const { rows } = await listRequests(tx, ctx, request);
  const labels = new Map(
    (
      await tx
        .select({ number: requests.number, labels: requests.labels })
        .from(requests)
        .where(and(eq(requests.poolId, ctx.poolId), eq(requests.requestGroupId, group.id), isNull(requests.deletedAt)))
    ).map((r) => [r.number, r.labels]),
  );
  const statuses = rows.map((r) => r.status);
  return {
    id: group.id,
    reference: group.reference,
    description: group.description,
    remark: group.remark,
    period_start: group.periodStart,
    period_end: group.periodEnd,
    status: groupStatus(statuses),
    status_counts: statusCounts(statuses),
    requests: rows.map((row) => ({ request: row, labels: labels.get(row.number) ?? [] })),
    created_at: group.createdAt.toISOString(),
  };
}

/**
 * The group list (REQ-GROUP-02): a pool holds few groups, so they are read whole with their
 * requests' progress, given their status, filtered (status, period) and paged in memory; each row
 * of the page is then the full card.
 */
export async function listGroups(tx: Tx, ctx: ListContext, request: ListRequest) {
  const caller = { poolId: ctx.poolId, scope: ctx.scope };
  const groups = await tx.select().from(requestGroups).where(visibleGroups(caller)).orderBy(asc(requestGroups.id));
  const members = groups.length
    ? await tx
        .select({
          group: requests.requestGroupId,
          daypartsCount: requests.daypartsCount,
          openDayparts: requests.openDayparts,
          firstOpenDate: requests.firstOpenDate,
        })
        .from(requests)
        .where(
          and(
            eq(requests.poolId, ctx.poolId),
            inArray(
              requests.requestGroupId,
              groups.map((g) => g.id),
            ),
            isNull(requests.deletedAt),
            scopeCondition(requests.branchId, ctx.poolId, ctx.scope),
          ),
        )
    : [];
  const today = dateInAmsterdam(ctx.now);
  const items: GroupListItem[] = groups.map((g) => ({
    id: g.id,
    reference: g.reference,
    description: g.description,
    period_start: g.periodStart,
    period_end: g.periodEnd,
    created_at: g.createdAt.toISOString(),
    status: groupStatus(members.filter((m) => m.group === g.id).map((m) => requestStatus(progressOf(m), today))),
  }));
  const { status, period_from: from, period_to: to } = request.filters;
  const kept = items.filter(
    (g) => (!status || status.includes(g.status)) && (!from?.[0] || g.period_end >= from[0]) && (!to?.[0] || g.period_start <= to[0]),
  );
  const page = pageInMemory(kept, GROUP_LIST, request);
  const byId = new Map(groups.map((g) => [g.id, g]));
  const rows: RequestGroupView[] = [];
  for (const g of page.rows) rows.push(await groupView(tx, ctx, byId.get(g.id)!));
  return { rows, total: page.total };
}

/**
 * Sets the group's requests to `wanted` (the whole list): requests named join (their labels, when
 * sent, become the request's required employability), the others leave. Each changed request is
 * written as its own (423 while someone else holds its lock) and logged as updated.
 */
async function setMembers(tx: Tx, caller: Caller, group: GroupRow, wanted: readonly GroupRequestInput[], settings: RequestSettings) {
  const labels = wanted.flatMap((w) => w.labels ?? []);
  if ((await unknownLabels(tx, caller.poolId, [...new Set(labels)])).length)
    throw unprocessable({ requests: ['The selected Labels are invalid.'] });
  const rows: RequestRow[] = [];
  for (const w of wanted) rows.push(await requestToGroup(tx, caller, w.request));
  await ensureRoomInGroup(
    tx,
    caller.poolId,
    group.id,
    settings,
    rows.map((r) => r.id),
  );
  const current = await tx
    .select({ number: requests.number })
    .from(requests)
    .where(and(eq(requests.poolId, caller.poolId), eq(requests.requestGroupId, group.id), isNull(requests.deletedAt)));
  const leaving = current.map((c) => c.number).filter((n) => !wanted.some((w) => w.request === n));
  for (const number of leaving) {
    const { row } = await requestForWrite(tx, caller, number);
    await moveRequest(tx, caller, row, null, undefined);
  }
  for (const [i, row] of rows.entries()) await moveRequest(tx, caller, row, group.id, wanted[i]!.labels);
}

/** A request to put in a group: one the caller cannot reach is an invalid choice (422), not a missing page. */
async function requestToGroup(tx: Tx, caller: Caller, number: number): Promise<RequestRow> {
  try {
    return (await requestForWrite(tx, caller, number)).row;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw unprocessable({ requests: ['The selected Request is invalid.'] });
    throw err;
  }
}

/** Puts a request in a group (or none) with its labels, logging what changed. */
async function moveRequest(tx: Tx, caller: Caller, row: RequestRow, groupId: number | null, labels: readonly number[] | undefined) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (row.requestGroupId !== groupId) changes.request_group = { from: row.requestGroupId, to: groupId };
  if (labels && JSON.stringify([...labels].sort()) !== JSON.stringify([...row.labels].sort()))
    changes.labels = { from: row.labels, to: labels };
  if (!Object.keys(changes).length) return;
  await tx
    .update(requests)
    .set({ requestGroupId: groupId, ...(labels ? { labels: [...labels] } : {}), updatedAt: caller.now })
    .where(eq(requests.id, row.id));
  await writeLog(tx, caller.poolId, caller.author, caller.now, [{ requestId: row.id, event: 'updated', data: { changes } }]);
}

/** POST /api/request-group: the group, made at the caller's branch, with its requests. */
export async function createGroup(tx: Tx, caller: Caller, input: RequestGroupCreateInput, settings: RequestSettings) {
  if (!settings.is_request_group) throw unprocessable({ _: [RequestMessages.groupsOff] });
  const [group] = await tx
    .insert(requestGroups)
    .values({
      poolId: caller.poolId,
      reference: input.reference,
      description: input.description ?? null,
      remark: input.remark ?? null,
      periodStart: input.period_start,
      periodEnd: input.period_end,
      branchId: caller.scope?.branchId ?? null,
      createdAt: caller.now,
      createdByUsername: caller.author.username,
    })
    .returning();
  if (input.requests?.length) await setMembers(tx, caller, group!, input.requests, settings);
  return group!;
}

/** PUT /api/request-group/{id}: its fields, and its requests when `requests` is sent. */
export async function updateGroup(tx: Tx, caller: Caller, id: number, input: RequestGroupUpdateInput, settings: RequestSettings) {
  const group = await findGroupInScope(tx, caller, id, true);
  const start = input.period_start ?? group.periodStart;
  const end = input.period_end ?? group.periodEnd;
  if (end < start) throw unprocessable({ period_end: ['The End date must be a date after or equal to Start date.'] });
  const [updated] = await tx
    .update(requestGroups)
    .set({
      ...(input.reference !== undefined ? { reference: input.reference } : {}),
      ...(input.description !== undefined ? { description: input.description ?? null } : {}),
      ...(input.remark !== undefined ? { remark: input.remark ?? null } : {}),
      periodStart: start,
      periodEnd: end,
    })
    .where(eq(requestGroups.id, group.id))
    .returning();
  if (input.requests) await setMembers(tx, caller, updated!, input.requests, settings);
  return updated!;
}

/** Adds one request to a group (the add-request-to-group dialog, REQ-GROUP-03). */
export async function addToGroup(tx: Tx, caller: Caller, id: number, input: GroupRequestInput, settings: RequestSettings) {
  const group = await findGroupInScope(tx, caller, id, true);
  const row = await requestToGroup(tx, caller, input.request);
  await ensureRoomInGroup(tx, caller.poolId, group.id, settings, [row.id]);
  await moveRequest(tx, caller, row, group.id, input.labels);
  return group;
}

/** Takes a request out of a group; a request not in the group is not found there (404). */
export async function removeFromGroup(tx: Tx, caller: Caller, id: number, number: number) {
  const group = await findGroupInScope(tx, caller, id, true);
  const { row } = await requestForWrite(tx, caller, number);
  if (row.requestGroupId !== group.id) throw notFound(RequestMessages.notFound.replace('{{id}}', String(number)));
  await moveRequest(tx, caller, row, null, undefined);
  return group;
}

/** Dissolves a group: its requests stay, without a group. */
export async function dissolveGroup(tx: Tx, caller: Caller, id: number) {
  const group = await findGroupInScope(tx, caller, id, true);
  const members = await tx
    .select({ number: requests.number })
    .from(requests)
    .where(and(eq(requests.poolId, caller.poolId), eq(requests.requestGroupId, group.id), isNull(requests.deletedAt)));
  for (const { number } of members) await moveRequest(tx, caller, (await requestForWrite(tx, caller, number)).row, null, undefined);
  await tx.update(requestGroups).set({ deletedAt: caller.now }).where(eq(requestGroups.id, group.id));
  return group;
}
