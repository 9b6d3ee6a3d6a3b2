import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BranchLabels, BranchSecondment, BranchWorkPlan } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import {
  branchLabels,
  branches,
  branchTypes,
  contracts,
  hourlyRates,
  labelGroups,
  labels,
  periods,
  persons,
  workPlans,
} from '../db/schema';

const fullName = sql<string>`concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName})`;

/** The branch's labels, by group and name. */
export function branchLabelsOf(tx: Tx, poolId: number, branchId: number): Promise<BranchLabels['labels']> {
  return tx
    .select({
      id: labels.id,
      name: labels.name,
      label_group: { id: labelGroups.id, name: labelGroups.name, color: labelGroups.color, multiselect: labelGroups.multiselect },
    })
    .from(branchLabels)
    .innerJoin(labels, and(eq(labels.poolId, branchLabels.poolId), eq(labels.id, branchLabels.labelId)))
    .innerJoin(labelGroups, eq(labelGroups.id, labels.labelGroupId))
    .where(and(eq(branchLabels.poolId, poolId), eq(branchLabels.branchId, branchId)))
    .orderBy(asc(labelGroups.name), asc(labels.name));
}

/** Replaces the branch's labels with the given set (checked by the flow). */
export async function replaceBranchLabels(tx: Tx, poolId: number, branchId: number, labelIds: readonly number[]) {
  await tx.delete(branchLabels).where(and(eq(branchLabels.poolId, poolId), eq(branchLabels.branchId, branchId)));
  if (labelIds.length) await tx.insert(branchLabels).values(labelIds.map((labelId) => ({ poolId, branchId, labelId })));
}

/** The remark columns the remark tabs edit, by the branch field's API name. */
const REMARK_COLUMNS = {
  admin_remark: branches.adminRemark,
  substitute_information: branches.substituteInformation,
  internal_remark: branches.internalRemark,
  matching_info: branches.matchingInfo,
} as const;
export type BranchRemarkField = keyof typeof REMARK_COLUMNS;

export async function branchRemarkOf(tx: Tx, poolId: number, branchId: number, field: BranchRemarkField) {
  const [row] = await tx
    .select({ value: REMARK_COLUMNS[field] })
    .from(branches)
    .where(and(eq(branches.poolId, poolId), eq(branches.id, branchId)));
  return row?.value ?? '';
}

const REMARK_PROPERTIES: Record<BranchRemarkField, 'adminRemark' | 'substituteInformation' | 'internalRemark' | 'matchingInfo'> = {
  admin_remark: 'adminRemark',
  substitute_information: 'substituteInformation',
  internal_remark: 'internalRemark',
  matching_info: 'matchingInfo',
};

/** Blank clears the remark (stored as null, as the form does). */
export async function setBranchRemark(tx: Tx, poolId: number, branchId: number, field: BranchRemarkField, value: string) {
  await tx
    .update(branches)
    .set({ [REMARK_PROPERTIES[field]]: value.trim() === '' ? null : value })
    .where(and(eq(branches.poolId, poolId), eq(branches.id, branchId)));
}

/**
 * What the secondment report reads for the branch as loaning branch (ADR 0094): the hourly rates
 * entered for it, and the live contracts at it flagged secondment (the substitutes it lends).
 */
export async function branchSecondment(tx: Tx, poolId: number, branchId: number): Promise<BranchSecondment> {
  const rates = await tx
    .select({
      id: hourlyRates.id,
      person_id: hourlyRates.personId,
      person_name: fullName,
      amount: hourlyRates.amount,
      start_date: hourlyRates.startDate,
      end_date: hourlyRates.endDate,
    })
    .from(hourlyRates)
    .innerJoin(persons, and(eq(persons.poolId, hourlyRates.poolId), eq(persons.id, hourlyRates.personId)))
    .where(and(eq(hourlyRates.poolId, poolId), eq(hourlyRates.branchId, branchId)))
    .orderBy(asc(persons.lastName), desc(hourlyRates.startDate));
  const seconded = await tx
    .select({
      contract_id: contracts.id,
      person_id: contracts.personId,
      person_name: fullName,
      start_date: contracts.startDate,
      end_date: contracts.endDate,
      hours: contracts.hours,
    })
    .from(contracts)
    .innerJoin(persons, and(eq(persons.poolId, contracts.poolId), eq(persons.id, contracts.personId)))
    .where(
      and(eq(contracts.poolId, poolId), eq(contracts.branchId, branchId), eq(contracts.secondment, true), isNull(contracts.archivedAt)),
    )
    .orderBy(asc(persons.lastName), desc(contracts.startDate));
  return { rates, seconded };
}

/** The branch's data for its export: the record with its type's and parent's names and its labels. */
export async function branchExportData(tx: Tx, poolId: number, branchId: number) {
  const [row] = await tx
    .select({
      branch: branches,
      branch_type_name: branchTypes.label,
      parent_name: sql<
        string | null
      >`(select p.name from masterdata.branches p where p.pool_id = ${poolId} and p.id = ${branches.parentId})`,
    })
    .from(branches)
    .innerJoin(branchTypes, eq(branchTypes.id, branches.branchTypeId))
    .where(and(eq(branches.poolId, poolId), eq(branches.id, branchId)));
  if (!row) return null;
  const labelNames = (await branchLabelsOf(tx, poolId, branchId)).map((l) => l.name).join(', ');
  return { ...row, labels: labelNames };
}

/** The work plans at the branch, by period and person (the person popup's Work plans tab keeps them). */
export const branchWorkPlans = (tx: Tx, poolId: number, branchId: number): Promise<BranchWorkPlan[]> =>
  tx
    .select({
      id: workPlans.id,
      person_id: workPlans.personId,
      person_name: fullName,
      branch_id: workPlans.branchId,
      branch_name: sql<string>`''`,
      period_id: workPlans.periodId,
      period_name: sql<string>`coalesce(${periods.name}, '')`,
      hours: workPlans.hours,
      description: workPlans.description,
      bapo: workPlans.bapo,
      sustainable_employability: workPlans.sustainableEmployability,
    })
    .from(workPlans)
    .innerJoin(persons, and(eq(persons.poolId, workPlans.poolId), eq(persons.id, workPlans.personId)))
    .leftJoin(periods, and(eq(periods.poolId, workPlans.poolId), eq(periods.id, workPlans.periodId)))
    .where(and(eq(workPlans.poolId, poolId), eq(workPlans.branchId, branchId), isNull(workPlans.archivedAt), isNull(persons.archivedAt)))
    .orderBy(desc(periods.startDate), asc(persons.lastName), asc(workPlans.id));
