import { OPEN_WORK_ALERT_QUIET_MINUTES, OPEN_WORK_DAYS, pushRecipient, type DaypartRef, type OutboxMessage } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { addDays, dateInAmsterdam } from '../domain/calendar/iso-dates';
import { daypartKey } from '../domain/dayparts/daypart-plan';
import { daypartList } from './offers-notice';
import { alertablePersons, hasOpenWorkAlert, markAlertsSent, setOpenWorkAlert } from '../store/open-work-alerts';
import { readRequestSettings } from '../store/masterdata-reads';
import { writeMessages } from '../store/outbox';
import { proposalWeights } from '../store/proposal-reads';
import type { Caller, RequestRow } from '../store/request-rows';
import { itemsOf, OWN_MATCHING, selfServiceRefusal } from './open-work';
import { readInstance } from './propose-week';

/**
 * Substitutes who switched the alert on hear by push when a change opens work that fits them
 * (docs/open-work.md 'Told when work fits', ADR 0217): the change's transaction decides whom to
 * tell with open work's own instance, so nobody hears of work they could not take, and writes one
 * message per person into the outbox; a person told within the quiet time is not told again.
 */

/** The link in the push: the open work screen, where the person signs in if needed. */
const openWorkLink = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/open-work`;

/** The person's alert as GET /api/open-work/alert answers it. */
export function readOpenWorkAlert(deps: ServiceDeps, caller: Caller, personId: number): Promise<{ on: boolean }> {
  return deps.db.withPool(caller.poolId, async (tx) => ({ on: await hasOpenWorkAlert(tx, caller.poolId, personId) }));
}

/** Switches the person's alert on or off (PUT /api/open-work/alert); answers it as it now stands. */
export function saveOpenWorkAlert(deps: ServiceDeps, caller: Caller, personId: number, on: boolean): Promise<{ on: boolean }> {
  return deps.db.withPool(caller.poolId, async (tx) => {
    await setOpenWorkAlert(tx, caller.poolId, personId, on, caller.now);
    return { on };
  });
}

/**
 * In the transaction `tx` of a change that left `opened` dayparts of `request` open (made, opened
 * again, a substitute taken off): every person with the alert on, out of their quiet time and let in
 * by the pool's `open_work`, for whom open work's instance lists one of those dayparts, gets one
 * push message that opens the open work screen.
 */
export async function alertOpenWork(tx: Tx, deps: ServiceDeps, caller: Caller, request: RequestRow, opened: readonly DaypartRef[]) {
  const today = dateInAmsterdam(caller.now);
  const from = addDays(today, 1);
  const to = addDays(today, OPEN_WORK_DAYS);
  const fresh = new Set(opened.filter((d) => d.date >= from && d.date <= to).map(daypartKey));
  if (!fresh.size) return;
  const { open_work } = await readRequestSettings(tx, caller.poolId, null);
  if (open_work === 'off') return;
  const quietSince = new Date(caller.now.getTime() - OPEN_WORK_ALERT_QUIET_MINUTES * 60_000);
  const persons: number[] = [];
  for (const personId of await alertablePersons(tx, caller.poolId, quietSince))
    if (!(await selfServiceRefusal(tx, caller.poolId, personId, today))) persons.push(personId);
  if (!persons.length) return;
  const dates = [...fresh].sort();
  const period = { from: dates[0]!.slice(0, 10), to: dates.at(-1)!.slice(0, 10), today };
  const instance = await readInstance(tx, caller, [request], period, OWN_MATCHING, await proposalWeights(tx, caller.poolId), persons);
  const messages: OutboxMessage[] = [];
  const told: number[] = [];
  for (const personId of persons) {
    const fits = itemsOf(instance, personId).flatMap((item) => item.dayparts.filter((d) => fresh.has(daypartKey(d))));
    if (!fits.length) continue;
    told.push(personId);
    messages.push({
      pool_id: caller.poolId,
      channel: 'push',
      recipient: pushRecipient(personId),
      subject: `Nieuw open werk: ${instance.requests[0]!.branch.name}`,
      text: `U kunt invallen op ${daypartList(fits)}.`,
      template: 'staffing.open_work.push',
      secrets: { link: openWorkLink(deps.config.PUBLIC_URL) },
    });
  }
  await writeMessages(tx, deps, messages);
  await markAlertsSent(tx, caller.poolId, told, caller.now);
}
