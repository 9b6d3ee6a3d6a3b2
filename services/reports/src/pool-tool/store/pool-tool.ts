import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PoolToolBranchRow, PoolToolError } from '@app/contracts';
import { branchInScope, rowsOf, scopeCondition, type BranchScope, type Tx } from '@app/service-kit';
import { poolToolExports } from '../../db/schema';
import { branchDetailDirectory, personDetailDirectory, reasonForAbsenceDirectory } from '@app/contracts/published-views/masterdata';
import { workStateLineDirectory as lines } from '@app/contracts/published-views/staffing';
import type { DeclarationLine } from '../domain/declaration';

export type PoolToolExportRow = typeof poolToolExports.$inferSelect;
type Branch = PoolToolBranchRow['branch'];

/** A branch of the pool within the caller's branches, with its BRIN; none otherwise (404 for the caller). */
export async function scopedBranch(tx: Tx, poolId: number, scope: BranchScope, id: number): Promise<Branch | null> {
  const [row] = await tx
    .select({ id: branchDetailDirectory.id, name: branchDetailDirectory.name, brin: branchDetailDirectory.brin })
    .from(branchDetailDirectory)
    .where(and(eq(branchDetailDirectory.poolId, poolId), eq(branchDetailDirectory.id, id)));
  if (!row || !(await branchInScope(tx, poolId, scope, id))) return null;
  return row;
}

/** The branches of the screen: the chosen ones, or every live branch the caller sees, by name. */
export async function scopedBranches(tx: Tx, poolId: number, scope: BranchScope, ids: number[] | undefined): Promise<Branch[]> {
  return tx
    .select({ id: branchDetailDirectory.id, name: branchDetailDirectory.name, brin: branchDetailDirectory.brin })
    .from(branchDetailDirectory)
    .where(
      and(
        eq(branchDetailDirectory.poolId, poolId),
        eq(branchDetailDirectory.archived, false),
        ids?.length ? inArray(branchDetailDirectory.id, ids) : undefined,
        scopeCondition(branchDetailDirectory.id, poolId, scope),
      ),
    )
    .orderBy(asc(branchDetailDirectory.name));
}

/** The branch's work-state lines in the period with the substitute's name and number and the reason's VF code. */
export async function declarationLines(tx: Tx, poolId: number, branchId: number, from: string, to: string): Promise<DeclarationLine[]> {
  const rows = await tx
    .select({
      date: lines.date,
      daypart: lines.daypart,
      wtf: lines.wtf,
      hours: lines.hours,
      requestNumber: lines.requestNumber,
      approved: lines.approved,
      personId: lines.personId,
      personName: personDetailDirectory.fullName,
      personnelNumber: personDetailDirectory.personnelNumber,
      reason: reasonForAbsenceDirectory.description,
      vfCode: reasonForAbsenceDirectory.vfCode,
    })
    .from(lines)
    .innerJoin(personDetailDirectory, and(eq(personDetailDirectory.poolId, lines.poolId), eq(personDetailDirectory.id, lines.personId)))
    .leftJoin(
      reasonForAbsenceDirectory,
      and(eq(reasonForAbsenceDirectory.poolId, lines.poolId), eq(reasonForAbsenceDirectory.id, lines.reasonForAbsenceId)),
    )
    .where(and(eq(lines.poolId, poolId), eq(lines.branchId, branchId), gte(lines.date, from), lte(lines.date, to)));
  return rows.map((r) => ({
    date: r.date,
    daypart: Number(r.daypart),
    wtf: Number(r.wtf),
    hours: Number(r.hours),
    requestNumber: Number(r.requestNumber),
    approved: r.approved,
    person: { id: r.personId, name: r.personName, personnelNumber: r.personnelNumber },
    reason: r.reason === null ? null : { description: r.reason, vfCode: r.vfCode },
  }));
}

/** Generating for a branch waits for any other generation of that branch: the overlap check and the insert are one step. */
export async function lockBranch(tx: Tx, branchId: number) {
  await rowsOf(tx, sql`select pg_advisory_xact_lock(hashtext('reports.pool_tool'), ${branchId})`);
}

/** The branch's export whose period shares a date with this one (one report per date, RPT-XML-04). */
export async function overlappingExport(tx: Tx, poolId: number, branchId: number, from: string, to: string) {
  const [row] = await tx
    .select({ id: poolToolExports.id })
    .from(poolToolExports)
    .where(
      and(
        eq(poolToolExports.poolId, poolId),
        eq(poolToolExports.branchId, branchId),
        lte(poolToolExports.periodFrom, to),
        gte(poolToolExports.periodTo, from),
      ),
    );
  return row ?? null;
}

export async function insertExport(
  tx: Tx,
  values: {
    poolId: number;
    branchId: number;
    from: string;
    to: string;
    xml: string | null;
    errors: PoolToolError[];
    now: Date;
    username: string;
  },
) {
  const [row] = await tx
    .insert(poolToolExports)
    .values({
      poolId: values.poolId,
      branchId: values.branchId,
      periodFrom: values.from,
      periodTo: values.to,
      xml: values.xml,
      errors: values.errors as never,
      createdAt: values.now,
      updatedAt: values.now,
      createdByUsername: values.username,
    })
    .returning();
  return row!;
}

export async function updateExport(tx: Tx, poolId: number, id: number, values: { xml: string | null; errors: PoolToolError[]; now: Date }) {
  const [row] = await tx
    .update(poolToolExports)
    .set({ xml: values.xml, errors: values.errors as never, updatedAt: values.now })
    .where(and(eq(poolToolExports.poolId, poolId), eq(poolToolExports.id, id)))
    .returning();
  return row!;
}

export async function exportById(tx: Tx, poolId: number, id: number): Promise<PoolToolExportRow | null> {
  const [row] = await tx
    .select()
    .from(poolToolExports)
    .where(and(eq(poolToolExports.poolId, poolId), eq(poolToolExports.id, id)));
  return row ?? null;
}

/** The exports of these branches whose period overlaps the chosen one. */
export async function exportsOverlapping(tx: Tx, poolId: number, branchIds: number[], from: string, to: string) {
  if (!branchIds.length) return [];
  return tx
    .select()
    .from(poolToolExports)
    .where(
      and(
        eq(poolToolExports.poolId, poolId),
        inArray(poolToolExports.branchId, branchIds),
        lte(poolToolExports.periodFrom, to),
        gte(poolToolExports.periodTo, from),
      ),
    )
    .orderBy(asc(poolToolExports.periodFrom));
}
