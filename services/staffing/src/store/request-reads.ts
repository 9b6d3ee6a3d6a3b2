import { sql } from 'drizzle-orm';
import { requestStatus, requestWarning, type RequestSettings, type RequestView } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import {
  reasonForAbsenceDirectory,
  branchDetailDirectory,
  personDetailDirectory,
  scheduleDirectory,
} from '@app/contracts/published-views/masterdata';
import { requestGroups } from '../db/schema';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { requestType } from '../domain/calendar/schedule-days';
import { lockAt } from '../domain/locks/lock-rules';
import type { Caller, RequestRow } from './request-rows';

/** The names a request shows, read from master data's views in one query. */
interface RequestNames {
  branch_name: string | null;
  branch_email: string | null;
  schedule_name: string | null;
  absentee_name: string | null;
  preferred_name: string | null;
  reason_code: string | null;
  reason_description: string | null;
  group_reference: string | null;
}

async function namesOf(tx: Tx, row: RequestRow): Promise<RequestNames> {
  const [names] = await rowsOf<RequestNames>(
    tx,
    sql`select
      (select name from ${branchDetailDirectory} where id = ${row.branchId}) as branch_name,
      (select email from ${branchDetailDirectory} where id = ${row.branchId}) as branch_email,
      (select name from ${scheduleDirectory} where id = ${row.scheduleId}) as schedule_name,
      (select full_name from ${personDetailDirectory} where id = ${row.absenteePersonId}) as absentee_name,
      (select full_name from ${personDetailDirectory} where id = ${row.preferredPersonId}) as preferred_name,
      (select code from ${reasonForAbsenceDirectory} where id = ${row.reasonForAbsenceId}) as reason_code,
      (select description from ${reasonForAbsenceDirectory} where id = ${row.reasonForAbsenceId}) as reason_description,
      (select reference from ${requestGroups} where id = ${row.requestGroupId} and deleted_at is null) as group_reference`,
  );
  return names!;
}

/** The progress the status rule reads, from the row's kept counts. */
export const progressOf = (row: Pick<RequestRow, 'daypartsCount' | 'openDayparts' | 'firstOpenDate'>) => ({
  dayparts_count: row.daypartsCount,
  open_dayparts: row.openDayparts,
  first_open_date: row.firstOpenDate,
});

/** GET /api/request/{id}: the request as the popup shows it (REQ-DATA-01), for this caller now. */
export async function requestView(
  tx: Tx,
  caller: Caller,
  row: RequestRow,
  settings: RequestSettings,
  editable: boolean,
): Promise<RequestView> {
  const names = await namesOf(tx, row);
  const today = dateInAmsterdam(caller.now);
  const progress = progressOf(row);
  const person = (id: number | null, name: string | null) => (id === null ? null : { id, full_name: name ?? '' });
  return {
    id: row.number,
    number: row.number,
    branch: { id: row.branchId, name: names.branch_name ?? '', email: names.branch_email },
    schedule: { id: row.scheduleId, name: names.schedule_name ?? '' },
    period: { start: row.periodStart, end: row.periodEnd },
    absentee_person: person(row.absenteePersonId, names.absentee_name),
    reason_for_absence:
      names.reason_code === null
        ? null
        : { id: row.reasonForAbsenceId, code: names.reason_code, description: names.reason_description ?? '' },
    preferred_person: person(row.preferredPersonId, names.preferred_name),
    labels: row.labels,
    admin_remark: row.adminRemark,
    internal_remark: row.internalRemark,
    general_remark: row.generalRemark,
    vacancy_url: row.vacancyUrl,
    message: row.message,
    request_group:
      row.requestGroupId !== null && names.group_reference !== null ? { id: row.requestGroupId, reference: names.group_reference } : null,
    dayparts_count: row.daypartsCount,
    open_dayparts: row.openDayparts,
    planned_dayparts: row.plannedDayparts,
    closed_dayparts: row.closedDayparts,
    first_open_daypart: row.firstOpenDate ? { date: row.firstOpenDate, daypart: (row.firstOpenDaypart ?? 1) as 1 | 2 } : null,
    status: requestStatus(progress, today),
    warning: requestWarning(progress, today),
    type: requestType({ start: row.periodStart, end: row.periodEnd }, settings),
    has_external_relations: row.hasExternalRelations,
    created_at: row.createdAt.toISOString(),
    created_by: { username: row.createdByUsername, full_name: row.createdByName },
    lock: lockAt(row, caller.now, settings.request_lock_timeout, caller.author.username),
    editable,
  };
}
