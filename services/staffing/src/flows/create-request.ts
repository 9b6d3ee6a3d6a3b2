import { Messages, sendsSicknessNotification, type Message, type RequestCreateInput, type RequestView } from '@app/contracts';
import { forbidden, type ServiceDeps } from '@app/service-kit';
import { dataErrors, placeErrors, refuseIfAny } from '../domain/requests/request-checks';
import { addDayparts, daypartActionEntry, settleDaypartChange } from '../store/daypart-actions';
import { ensureRoomInGroup } from '../store/group-membership';
import { readRequestSettings } from '../store/masterdata-reads';
import { readRequestData, readRequestPlace } from '../store/request-checks';
import { writeLog } from '../store/request-log';
import { requestView } from '../store/request-reads';
import type { Caller } from '../store/request-rows';
import { insertRequest } from '../store/request-writes';
import { mailNewRequestPlanners } from './new-request-mails';
import { alertOpenWork } from './open-work-alerts';
import { mailSicknessNotification } from './sickness-notification';

/**
 * Creates a request (REQ-CREATE-03..11) in one transaction: its place (a live branch whose type
 * takes requests, within the caller's branches: else 403; a live schedule serving it) and its data
 * checked, its group's room; then the row with the next number of the pool and, when `dates` are
 * sent, its first dayparts by the add rules; with an absentee, the sickness notification to the
 * school by its setting; the mail to the planners of its branch. Both now when the dayparts came
 * along, else at their first add. Everything or nothing is written; answers the request as the
 * caller sees it and the warnings of the add.
 */
export async function createRequest(
  deps: ServiceDeps,
  caller: Caller,
  input: RequestCreateInput,
  editable: boolean,
): Promise<{ view: RequestView; warnings: Message[] }> {
  const { poolId } = caller;
  return deps.db.withPool(poolId, async (tx) => {
    const place = await readRequestPlace(tx, caller, input);
    const { errors, outOfScope } = placeErrors(place, true);
    if (outOfScope) throw forbidden(Messages.notEnoughPermissions);
    const data = await readRequestData(tx, poolId, {
      reasonId: input.reason_for_absence,
      absenteeId: input.absentee_person ?? null,
      preferredId: input.preferred_person ?? null,
      labels: input.labels,
    });
    refuseIfAny({ ...errors, ...dataErrors(data) });
    const branch = place.branch!;
    const schedule = place.schedule!;
    const settings = await readRequestSettings(tx, poolId, branch.id);
    if (input.request_group) await ensureRoomInGroup(tx, poolId, input.request_group, settings, [], 1);

    // MD-SET-08: an absence tells its school, by the branch's setting and the maker's tick (ADR 0294);
    // made without dayparts, the mail waits for the first add, so that it names the dates (ADR 0308)
    const absentee = input.absentee_person ? data.persons.get(input.absentee_person) : undefined;
    const tellsSchool =
      !!absentee && !!branch.email && sendsSicknessNotification(settings.send_sickness_notification, input.send_sickness_notification);

    const inserted = await insertRequest(
      tx,
      caller,
      { branchId: branch.id, scheduleId: schedule.id, periodId: schedule.period.id },
      input,
      tellsSchool && !input.dates,
    );
    const created = { requestId: inserted.id, event: 'created' } as const;
    let row = inserted;
    let warnings: Message[] = [];
    if (input.dates) {
      // the first dayparts of a request just made: nothing to plan against, no reason asked
      warnings = await addDayparts(tx, caller, inserted, input.dates, { branch, schedule, settings }, { reasonId: null, comment: null });
      const added = daypartActionEntry(inserted, { action: 'add', dayparts: input.dates }, null, null, null);
      row = await settleDaypartChange(tx, caller, inserted, [created, added]);
      await alertOpenWork(tx, deps, caller, row, input.dates);
      if (tellsSchool) await mailSicknessNotification(tx, deps, caller.author, row, input.dates);
      // the planners of its branch hear of it with its dates; made without, at its first add (ADR 0331)
      await mailNewRequestPlanners(tx, deps, caller.author, row, input.dates);
    } else await writeLog(tx, poolId, caller.author, caller.now, [created]);
    return { view: await requestView(tx, caller, row, settings, editable), warnings };
  });
}
