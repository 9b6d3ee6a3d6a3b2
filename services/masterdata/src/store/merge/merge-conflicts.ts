import { sql } from 'drizzle-orm';
import { MergeMessages, type PersonMergeBody } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { fill, dutchDate } from '../../domain/merge/merge-text';
import type { MergePerson } from './merge-persons';
import { movedContractIds, movedProfileIds } from './merge-selection';

const LIMIT = 200;

/**
 * What keeps a merge from happening (MD-MERGE-14, docs/masterdata.md 'Merge'): checked before
 * anything moves, on master data's tables and the views identity and staffing publish. Every
 * conflict found is answered; an empty list lets the merge go ahead.
 */
export async function mergeConflicts(
  tx: Tx,
  poolId: number,
  destination: MergePerson,
  other: MergePerson,
  body: PersonMergeBody,
): Promise<string[]> {
  const out: string[] = [];
  if (destination.archived) out.push(fill(MergeMessages.destinationArchived, { name: destination.name }));
  for (const p of [destination, other]) if (p.mergedAway) out.push(fill(MergeMessages.alreadyMerged, { name: p.name }));

  const contractIds = await movedContractIds(tx, poolId, other.id, body.other.contracts ?? []);
  if (contractIds.length > 0) {
    const overlaps = await rowsOf<{ other: number; destination: number; branch: string; os: string; oe: string; ds: string; de: string }>(
      tx,
      sql`select o.id as other, d.id as destination, b.name as branch, o.start_date::text as os, o.end_date::text as oe,
          d.start_date::text as ds, d.end_date::text as de
        from masterdata.contracts o
        join masterdata.contracts d on d.pool_id = o.pool_id and d.person_id = ${destination.id} and d.branch_id = o.branch_id
          and d.archived_at is null and d.start_date <= o.end_date and o.start_date <= d.end_date
        join masterdata.branches b on b.id = o.branch_id
        where o.pool_id = ${poolId} and o.id = any(${`{${contractIds.join(',')}}`}::int[])
        order by o.start_date, o.id, d.id limit ${LIMIT}`,
    );
    for (const r of overlaps)
      out.push(
        fill(MergeMessages.contractOverlap, {
          other: r.other,
          otherName: other.name,
          branch: r.branch,
          otherPeriod: `${dutchDate(r.os)} - ${dutchDate(r.oe)}`,
          destination: r.destination,
          destinationPeriod: `${dutchDate(r.ds)} - ${dutchDate(r.de)}`,
        }),
      );
  }

  // a person signs in with one account: the destination's and those of the profiles that move
  const profileIds = await movedProfileIds(tx, poolId, other.id, body.other);
  const accounts = await rowsOf<{ account_id: number; username: string; person_id: number }>(
    tx,
    sql`select distinct p.account_id, a.username, p.person_id
      from identity.profile_directory p join identity.account_directory a on a.id = p.account_id
      where p.pool_id = ${poolId} and (p.person_id = ${destination.id}
        or p.id = any(${`{${profileIds.join(',')}}`}::int[]))
      order by p.person_id, p.account_id`,
  );
  const destinationAccount = accounts.find((a) => a.person_id === destination.id);
  const otherAccount = accounts.find((a) => a.account_id !== (destinationAccount ?? accounts[0])?.account_id);
  if (otherAccount && (destinationAccount ?? accounts[0]))
    out.push(
      fill(MergeMessages.twoAccounts, {
        destinationAccount: (destinationAccount ?? accounts[0])!.username,
        otherAccount: otherAccount.username,
      }),
    );

  const absent = await rowsOf<{ date: string; daypart: number; dr: number; or: number }>(
    tx,
    sql`select d1.date::text as date, d1.daypart, d1.request_number as dr, d2.request_number as "or"
      from staffing.request_daypart_directory d1
      join staffing.request_directory r1 on r1.id = d1.request_id
      join staffing.request_daypart_directory d2 on d2.pool_id = d1.pool_id and d2.date = d1.date and d2.daypart = d1.daypart
      join staffing.request_directory r2 on r2.id = d2.request_id
      where d1.pool_id = ${poolId} and r1.absentee_person_id = ${destination.id} and r2.absentee_person_id = ${other.id}
      order by d1.date, d1.daypart limit ${LIMIT}`,
  );
  for (const r of absent)
    out.push(fill(MergeMessages.bothAbsent, { date: dutchDate(r.date), daypart: r.daypart, destinationRequest: r.dr, otherRequest: r.or }));

  const planned = await rowsOf<{ date: string; daypart: number; dr: number; or: number }>(
    tx,
    sql`select d1.date::text as date, d1.daypart, d1.request_number as dr, d2.request_number as "or"
      from staffing.request_daypart_directory d1
      join staffing.request_daypart_directory d2 on d2.pool_id = d1.pool_id and d2.date = d1.date and d2.daypart = d1.daypart
      where d1.pool_id = ${poolId} and d1.person_id = ${destination.id} and d2.person_id = ${other.id}
      order by d1.date, d1.daypart limit ${LIMIT}`,
  );
  for (const r of planned)
    out.push(
      fill(MergeMessages.bothPlanned, { date: dutchDate(r.date), daypart: r.daypart, destinationRequest: r.dr, otherRequest: r.or }),
    );

  if (body.other.availabilities) {
    const differs = await rowsOf<{ date: string; daypart: number }>(
      tx,
      sql`select a1.date::text as date, a1.daypart from staffing.availability_directory a1
        join staffing.availability_directory a2 on a2.pool_id = a1.pool_id and a2.date = a1.date and a2.daypart = a1.daypart
        where a1.pool_id = ${poolId} and a1.person_id = ${destination.id} and a2.person_id = ${other.id} and a1.state <> a2.state
        order by a1.date, a1.daypart limit ${LIMIT}`,
    );
    for (const r of differs) out.push(fill(MergeMessages.availabilityDiffers, { date: dutchDate(r.date), daypart: r.daypart }));
  }

  const plans = await rowsOf<{ branch: string; period: string }>(
    tx,
    sql`select b.name as branch, pe.name as period from masterdata.work_plans w1
      join masterdata.work_plans w2 on w2.pool_id = w1.pool_id and w2.branch_id = w1.branch_id and w2.period_id = w1.period_id
      join masterdata.branches b on b.id = w1.branch_id join masterdata.periods pe on pe.id = w1.period_id
      where w1.pool_id = ${poolId} and w1.person_id = ${destination.id} and w2.person_id = ${other.id}
      and w1.archived_at is null and w2.archived_at is null
      order by b.name, pe.name limit ${LIMIT}`,
  );
  for (const r of plans) out.push(fill(MergeMessages.workPlanTwice, r));
  return out;
}
