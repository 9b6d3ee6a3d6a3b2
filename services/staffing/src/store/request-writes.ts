import { eq } from 'drizzle-orm';
import {
  RequestMessages,
  type Message,
  type PersonRef,
  type RequestCreateInput,
  type RequestSettings,
  type RequestTimelineEntry,
  type RequestUpdateInput,
} from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { requests } from '../db/schema';
import { dataErrors, refuseIfAny } from '../domain/requests/request-checks';
import { warning } from './daypart-actions';
import { absentElsewhere, liveDayparts } from './daypart-rows';
import { ensureRoomInGroup } from './group-membership';
import { readPersons } from './masterdata-reads';
import { nextRequestNumber } from './request-numbers';
import { writeLog, type LogEntry } from './request-log';
import { readRequestData } from './request-checks';
import type { Caller, RequestRow } from './request-rows';

type Changes = NonNullable<RequestTimelineEntry['data']['changes']>;

/** A new request's row (REQ-CREATE-05): the next number of the pool, its place and its data, made now by the caller. */
export async function insertRequest(
  tx: Tx,
  caller: Caller,
  place: { branchId: number; scheduleId: number; periodId: number },
  input: RequestCreateInput,
  sicknessNotificationDue = false,
): Promise<RequestRow> {
  const { poolId } = caller;
  const number = await nextRequestNumber(tx, poolId);
  const [row] = await tx
    .insert(requests)
    .values({
      poolId,
      number,
      ...place,
      absenteePersonId: input.absentee_person ?? null,
      preferredPersonId: input.preferred_person ?? null,
      reasonForAbsenceId: input.reason_for_absence,
      requestGroupId: input.request_group ?? null,
      labels: input.labels ?? [],
      adminRemark: input.admin_remark ?? null,
      internalRemark: input.internal_remark ?? null,
      generalRemark: input.general_remark ?? null,
      vacancyUrl: input.vacancy_url ?? null,
      message: input.message ?? null,
      createdAt: caller.now,
      createdByUsername: caller.author.username,
      createdByName: caller.author.full_name,
      updatedAt: caller.now,
      sicknessNotificationDue,
    })
    .returning();
  return row!;
}

/** The waiting sickness notification of a request is sent (ADR 0308): it waits no more. */
export async function clearSicknessNotificationDue(tx: Tx, requestId: number) {
  await tx.update(requests).set({ sicknessNotificationDue: false }).where(eq(requests.id, requestId));
}

/** The fields of PUT /api/request/{id} as the row holds them. */
const COLUMN_OF: Record<keyof RequestUpdateInput, keyof RequestRow> = {
  absentee_person: 'absenteePersonId',
  reason_for_absence: 'reasonForAbsenceId',
  preferred_person: 'preferredPersonId',
  labels: 'labels',
  admin_remark: 'adminRemark',
  internal_remark: 'internalRemark',
  general_remark: 'generalRemark',
  vacancy_url: 'vacancyUrl',
  message: 'message',
  request_group: 'requestGroupId',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * PUT /api/request/{id}: a patch of the request's data (branch and schedule stay). A new absentee is
 * checked against the request's dayparts like a new absence; the timeline gets 'absent person
 * changed', 'preferred substitute changed' and 'updated' with what changed from what to what.
 */
export async function updateRequest(tx: Tx, caller: Caller, row: RequestRow, patch: RequestUpdateInput, settings: RequestSettings) {
  const { poolId } = caller;
  const next = (field: keyof RequestUpdateInput) => (field in patch ? (patch[field] ?? null) : row[COLUMN_OF[field]]);
  refuseIfAny(
    dataErrors(
      await readRequestData(tx, poolId, {
        reasonId: next('reason_for_absence') as number,
        absenteeId: next('absentee_person') as number | null,
        preferredId: next('preferred_person') as number | null,
        labels: patch.labels,
      }),
    ),
  );
  const changed = (Object.keys(COLUMN_OF) as (keyof RequestUpdateInput)[]).filter(
    (field) => field in patch && !same(next(field), row[COLUMN_OF[field]]),
  );
  const warnings: Message[] = [];
  const absentee = next('absentee_person') as number | null;
  if (changed.includes('absentee_person') && absentee !== null) {
    const dayparts = (await liveDayparts(tx, poolId, row.id)).map((d) => ({ date: d.date, daypart: d.daypart }));
    const twice = await absentElsewhere(tx, poolId, absentee, row.id, dayparts);
    if (twice.length && settings.check_the_same_person_absent === 'prevent')
      throw unprocessable({ absentee_person: [RequestMessages.alreadyAbsent] });
    if (twice.length) warnings.push(warning(RequestMessages.alreadyAbsent));
  }
  const group = next('request_group') as number | null;
  if (changed.includes('request_group') && group !== null) await ensureRoomInGroup(tx, poolId, group, settings, [row.id]);
  if (!changed.length) return { row, warnings, changed };

  const [updated] = await tx
    .update(requests)
    .set({ ...Object.fromEntries(changed.map((field) => [COLUMN_OF[field], next(field)])), updatedAt: caller.now })
    .where(eq(requests.id, row.id))
    .returning();
  await writeLog(tx, poolId, caller.author, caller.now, await changeLog(tx, poolId, row, changed, next));
  return { row: updated!, warnings, changed };
}

/** The timeline entries of an update: persons by name, the other fields by value. */
async function changeLog(
  tx: Tx,
  poolId: number,
  row: RequestRow,
  changed: (keyof RequestUpdateInput)[],
  next: (field: keyof RequestUpdateInput) => unknown,
): Promise<LogEntry[]> {
  const ids = [row.absenteePersonId, row.preferredPersonId, next('absentee_person'), next('preferred_person')].filter(
    (id): id is number => typeof id === 'number',
  );
  const names = await readPersons(tx, poolId, ids);
  const person = (id: unknown): PersonRef | null =>
    typeof id === 'number' ? { id, full_name: names.get(id)?.fullName ?? String(id) } : null;
  const entries: LogEntry[] = [];
  const personChange = (field: 'absentee_person' | 'preferred_person', event: LogEntry['event']) => {
    if (changed.includes(field))
      entries.push({
        requestId: row.id,
        event,
        data: { changes: { [field]: { from: person(row[COLUMN_OF[field]]), to: person(next(field)) } } },
      });
  };
  personChange('absentee_person', 'absent_person_changed');
  personChange('preferred_person', 'preferred_substitute_changed');
  const others = changed.filter((f) => f !== 'absentee_person' && f !== 'preferred_person');
  if (others.length) {
    const changes: Changes = Object.fromEntries(others.map((f) => [f, { from: row[COLUMN_OF[f]] ?? null, to: next(f) }]));
    entries.push({ requestId: row.id, event: 'updated', data: { changes } });
  }
  return entries;
}

/**
 * DELETE /api/request/{id}/archive: refused while it has open or planned dayparts (REQ-POPUP-04);
 * the row stays, marked deleted, out of every list, lookup and group.
 */
export async function deleteRequest(tx: Tx, caller: Caller, row: RequestRow) {
  if (row.openDayparts > 0 || row.plannedDayparts > 0) throw unprocessable({ _: [RequestMessages.cannotDelete] });
  await tx.update(requests).set({ deletedAt: caller.now, requestGroupId: null, updatedAt: caller.now }).where(eq(requests.id, row.id));
}
