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
import { runDaypartAction, warning } from './daypart-actions';
import { absentElsewhere, liveDayparts } from './daypart-rows';
import { ensureRoomInGroup } from './group-membership';
import { readAbsenceReason, readPersons, readRequestSettings, unknownLabels } from './masterdata-reads';
import { nextRequestNumber } from './request-numbers';
import { writeLog, type LogEntry } from './request-log';
import { checkRequestPlace } from './request-place';
import type { Caller, RequestRow } from './request-rows';

type FieldErrors = Record<string, string[]>;
type Changes = NonNullable<RequestTimelineEntry['data']['changes']>;

/**
 * The references of a request's data (REQ-CREATE-03/06): a live, active reason for absence; the
 * absentee, required unless the reason says otherwise ('The Absentee Person field is required.'),
 * and the preferred person live persons of the pool; live labels.
 */
async function checkRequestData(
  tx: Tx,
  poolId: number,
  data: { reasonId: number; absenteeId: number | null; preferredId: number | null; labels: readonly number[] | undefined },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const reason = await readAbsenceReason(tx, poolId, data.reasonId);
  if (!reason || reason.archived || !reason.active) errors.reason_for_absence = ['The selected Reason for absence is invalid.'];
  const persons = await readPersons(
    tx,
    poolId,
    [data.absenteeId, data.preferredId].filter((id): id is number => id !== null),
  );
  const live = (id: number) => persons.get(id)?.archived === false;
  if (data.absenteeId === null && reason?.absenteeRequired !== false) errors.absentee_person = [RequestMessages.absenteeRequired];
  if (data.absenteeId !== null && !live(data.absenteeId)) errors.absentee_person = ['The selected Absentee Person is invalid.'];
  if (data.preferredId !== null && !live(data.preferredId)) errors.preferred_person = ['The selected Preferred person is invalid.'];
  if (data.labels && (await unknownLabels(tx, poolId, data.labels)).length) errors.labels = ['The selected Labels are invalid.'];
  return errors;
}

const refuseIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw unprocessable(errors);
};

/**
 * POST /api/request (REQ-CREATE-03..11), in the caller's transaction: the branch (a live branch whose
 * type takes requests, within the caller's branches: else 403), the schedule (live, serving the
 * branch or made for no branch), the data; a number of the pool; the dayparts of `dates` by the add
 * rules. Everything or nothing is written.
 */
export async function createRequest(
  tx: Tx,
  caller: Caller,
  input: RequestCreateInput,
): Promise<{ row: RequestRow; warnings: Message[]; settings: RequestSettings }> {
  const { poolId } = caller;
  const { branch, schedule, errors } = await checkRequestPlace(tx, caller, input, true);
  Object.assign(
    errors,
    await checkRequestData(tx, poolId, {
      reasonId: input.reason_for_absence,
      absenteeId: input.absentee_person ?? null,
      preferredId: input.preferred_person ?? null,
      labels: input.labels,
    }),
  );
  refuseIfAny(errors);
  const settings = await readRequestSettings(tx, poolId, branch!.id);
  if (input.request_group) await ensureRoomInGroup(tx, poolId, input.request_group, settings, [], 1);

  const number = await nextRequestNumber(tx, poolId);
  const [row] = await tx
    .insert(requests)
    .values({
      poolId,
      number,
      branchId: branch!.id,
      scheduleId: schedule!.id,
      periodId: schedule!.period.id,
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
    })
    .returning();
  const created: LogEntry = { requestId: row!.id, event: 'created' };
  if (!input.dates) {
    await writeLog(tx, poolId, caller.author, caller.now, [created]);
    return { row: row!, warnings: [], settings };
  }
  const added = await runDaypartAction(
    tx,
    caller,
    row!,
    { action: 'add', dayparts: input.dates, reason: null, comment: null, person: null },
    { addContext: async () => ({ branch: branch!, schedule: schedule!, settings }), fresh: true, logFirst: [created] },
  );
  return { ...added, settings };
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
    await checkRequestData(tx, poolId, {
      reasonId: next('reason_for_absence') as number,
      absenteeId: next('absentee_person') as number | null,
      preferredId: next('preferred_person') as number | null,
      labels: patch.labels,
    }),
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
  if (!changed.length) return { row, warnings };

  const [updated] = await tx
    .update(requests)
    .set({ ...Object.fromEntries(changed.map((field) => [COLUMN_OF[field], next(field)])), updatedAt: caller.now })
    .where(eq(requests.id, row.id))
    .returning();
  await writeLog(tx, poolId, caller.author, caller.now, await changeLog(tx, poolId, row, changed, next));
  return { row: updated!, warnings };
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
