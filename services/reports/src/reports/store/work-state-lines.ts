import { and, asc, eq, gte, inArray, isNotNull, lte, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '@app/service-kit';
import { branchDetailDirectory, personDetailDirectory } from '@app/contracts/published-views/masterdata';
import { workStateLineDirectory as lines } from '@app/contracts/published-views/staffing';
import type { ReportLine } from '../domain/report-line';

export type { ReportLine } from '../domain/report-line';

export interface LineQuery {
  poolId: number;
  from: string;
  to: string;
  /** the report's branch condition (scope, chosen branches, board) on a branch id column */
  branchCondition(column: SQLWrapper): SQL | undefined;
  /** the condition holds for the line's branch or, with `orSecondment`, for its secondment branch */
  orSecondment?: boolean;
  secondmentOnly?: boolean;
  persons?: readonly number[];
}

const secondmentBranches = alias(branchDetailDirectory, 'secondment_branch');

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The pool's lines in the period (by date, daypart), read through staffing's and master data's published views only. */
export async function readReportLines(tx: Tx, q: LineQuery): Promise<ReportLine[]> {
  const onBranch = q.branchCondition(lines.branchId);
  const onSecondment = q.orSecondment ? q.branchCondition(lines.secondmentBranchId) : undefined;
  const rows = await tx
    .select({
      id: lines.id,
      requestId: lines.requestId,
      requestNumber: lines.requestNumber,
      date: lines.date,
      daypart: lines.daypart,
      wtf: lines.wtf,
      hours: lines.hours,
      distance: lines.distanceTotal,
      cost: lines.travelCost,
      caoFee: lines.caoFee,
      contribution: lines.contribution,
      externalEmployeeId: lines.externalEmployeeId,
      personnelNumber: personDetailDirectory.personnelNumber,
      branchId: lines.branchId,
      branchName: branchDetailDirectory.name,
      personId: lines.personId,
      personName: personDetailDirectory.fullName,
      secondmentBranchId: lines.secondmentBranchId,
      secondmentBranchName: secondmentBranches.name,
      absenteePersonId: lines.absenteePersonId,
      approved: lines.approved,
      reviewed: lines.reviewed,
      processed: lines.processed,
      sent: lines.sent,
    })
    .from(lines)
    .innerJoin(branchDetailDirectory, and(eq(branchDetailDirectory.poolId, lines.poolId), eq(branchDetailDirectory.id, lines.branchId)))
    .innerJoin(personDetailDirectory, and(eq(personDetailDirectory.poolId, lines.poolId), eq(personDetailDirectory.id, lines.personId)))
    .leftJoin(secondmentBranches, and(eq(secondmentBranches.poolId, lines.poolId), eq(secondmentBranches.id, lines.secondmentBranchId)))
    .where(
      and(
        eq(lines.poolId, q.poolId),
        gte(lines.date, q.from),
        lte(lines.date, q.to),
        onSecondment && onBranch ? or(onBranch, onSecondment) : onBranch,
        q.secondmentOnly ? isNotNull(lines.secondmentBranchId) : undefined,
        q.persons?.length ? inArray(lines.personId, [...q.persons]) : undefined,
      ),
    )
    .orderBy(asc(lines.date), asc(lines.daypart));
  return rows.map((r) => ({
    id: r.id,
    requestId: Number(r.requestId),
    requestNumber: Number(r.requestNumber),
    date: r.date,
    daypart: Number(r.daypart),
    wtf: Number(r.wtf),
    hours: Number(r.hours),
    distance: num(r.distance),
    cost: num(r.cost),
    caoFee: num(r.caoFee),
    contribution: num(r.contribution),
    branch: { id: r.branchId, name: r.branchName },
    externalEmployeeId: r.externalEmployeeId || null,
    personnelNumber: r.personnelNumber || null,
    person: { id: r.personId, name: r.personName },
    secondmentBranch: r.secondmentBranchId === null ? null : { id: r.secondmentBranchId, name: r.secondmentBranchName ?? '' },
    absenteePersonId: r.absenteePersonId,
    approved: r.approved,
    reviewed: r.reviewed,
    processed: r.processed,
    sent: r.sent,
  }));
}
