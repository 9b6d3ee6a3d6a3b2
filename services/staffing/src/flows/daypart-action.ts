import { policyApplies, STATE_AFTER, type DaypartActionInput, type DaypartActionResult, type Message } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { plannedMail } from '../domain/offers/offer-mails';
import type { Caller } from '../domain/requests/caller';
import { runDaypartAction } from '../store/daypart-actions';
import { readBranch, readSchedule } from '../store/masterdata-reads';
import { daypartViews } from '../store/request-calendar';
import { requestView } from '../store/request-reads';
import { requestForWrite } from '../store/request-rows';
import { clearSicknessNotificationDue } from '../store/request-writes';
import { alertOpenWork } from './open-work-alerts';
import { warnOfContractChain } from './contract-chain-warnings';
import { mailPersons } from './person-mails';
import { mailNewRequestPlanners } from './new-request-mails';
import { mailSicknessNotification } from './sickness-notification';
import { everHadDayparts, liveDayparts } from '../store/daypart-rows';
import { daypartDifference } from '../domain/mails/request-change-mail';
import { queueRequestChange } from './request-change-notices';

/** The actions that add dates and dayparts to a request or take them off it: those a planned or offered person is told of. */
const DATE_CHANGES: readonly string[] = ['add', 'delete'];

const liveRefs = async (tx: Tx, poolId: number, requestId: number) =>
  (await liveDayparts(tx, poolId, requestId)).map((d) => ({ date: d.date, daypart: d.daypart }));

/**
 * One daypart action on a request (REQ-DP-01..06), not while another holds its lock: the engine
 * runs it; dayparts left open tell who wants open work; a person planned by hand hears of it by
 * the inform_substitute setting, and its planner of a contract chain it exceeds; the first add
 * sends the sickness notification and the planners' new-request mail that waited for it; dates
 * added or deleted are queued for the persons planned on the request or offered it and for its
 * planners. Answers the request and its dayparts as they now stand and the warnings.
 */
export const takeDaypartAction = (
  deps: ServiceDeps,
  caller: Caller,
  number: number,
  input: DaypartActionInput,
  editable: boolean,
): Promise<{ result: DaypartActionResult; warnings: Message[] }> =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const { row, settings } = await requestForWrite(tx, caller, number);
    const addContext = async () => {
      const branch = await readBranch(tx, caller.poolId, row.branchId);
      const schedule = await readSchedule(tx, caller.poolId, row.scheduleId);
      if (!branch || !schedule) throw new Error(`request ${row.id} names a branch or schedule master data no longer has`);
      return { branch, schedule, settings };
    };
    const before = DATE_CHANGES.includes(input.action) ? await liveRefs(tx, caller.poolId, row.id) : null;
    // a request made without dayparts: its planners hear of it at its first add, with those dates (ADR 0331)
    const firstAdd = input.action === 'add' && !(await everHadDayparts(tx, caller.poolId, row.id));
    const done = await runDaypartAction(tx, caller, row, input, addContext);
    // who is planned on the request or offered it hears of its dates changing (ADR 0323), and its
    // planners (ADR 0337), but not of the first add: their new-request mail names those dates
    if (before)
      await queueRequestChange(
        tx,
        row,
        { ...daypartDifference(before, await liveRefs(tx, caller.poolId, row.id)), details: [] },
        { username: caller.author.username, now: caller.now },
        !firstAdd,
      );
    if (STATE_AFTER[input.action] === 'open') await alertOpenWork(tx, deps, caller, done.row, input.dayparts);
    // a request made without dayparts: its sickness notification names the dates of this first add (ADR 0308)
    if (input.action === 'add' && row.sicknessNotificationDue) {
      await clearSicknessNotificationDue(tx, row.id);
      await mailSicknessNotification(tx, deps, caller.author, done.row, input.dayparts);
    }
    if (firstAdd) await mailNewRequestPlanners(tx, deps, caller.author, done.row, input.dayparts);
    const result: DaypartActionResult = {
      request: await requestView(tx, caller, done.row, settings, editable),
      dayparts: await daypartViews(tx, caller.poolId, done.row, settings, caller.now),
    };
    // inform_substitute (INV-RULE-07): a person planned by hand hears of it, always or on long requests
    if (input.action === 'plan' && input.person && policyApplies(settings.inform_substitute, result.request.type))
      await mailPersons(tx, deps, { poolId: caller.poolId, requestId: row.id, author: caller.author }, [
        {
          personId: input.person,
          template: 'staffing.planned',
          compose: (fullName) => plannedMail({ fullName, branch: result.request.branch.name, dayparts: input.dayparts }),
        },
      ]);
    // the planner hears when the person's engagement here exceeds their contract chain (ADR 0334)
    if (input.action === 'plan' && input.person)
      await warnOfContractChain(
        tx,
        deps,
        { poolId: caller.poolId, requestId: row.id, author: caller.author },
        { request: done.row, personId: input.person, plannerUsername: caller.author.username, plannedNow: input.dayparts.length },
      );
    return { result, warnings: done.warnings };
  });
