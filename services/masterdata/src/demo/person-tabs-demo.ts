import { and, eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import {
  additionalFieldValues,
  additionalFields,
  branches,
  contracts,
  dataSuppliers,
  periods,
  persons,
  savingGoals,
  scores,
  supplierRecords,
  workPlanDefinitions,
  workPlans,
} from '../db/schema';

/** The demo substitute carries one row of each person popup tab (ADR 0101, 0102). */
export const DEMO_PERSON_TABS = {
  email: 'invaller@demo.invalpool.nl',
  savingGoal: {
    type: 'study' as const,
    hours: 40,
    description: 'Master Educational Needs',
    startDate: '2026-09-01',
    endDate: '2027-06-30',
  },
  workPlan: {
    branch: 'De Regenboog',
    period: 'Schooljaar 2026-2027',
    hours: 12,
    description: 'Groep 5-6',
    bapo: 0,
    sustainableEmployability: 4,
  },
  /** the work plan policy's norm at that branch and period (ADR 0109): her plan shows 4 hours under it */
  workPlanDefinition: { hours: 16, description: 'Norm groepsleerkracht', bapo: 0, sustainableEmployability: 4 },
  score: { score: 4, date: '2026-10-01', remark: 'Goed voorbereide lessen', rater: 'planner' },
  /** the demo payroll supplier imported her, and her contract at De Regenboog */
  supplier: { code: 'PAYROLL', personExternalId: 'AFAS-1001', contractExternalId: 'AFAS-1001-C1' },
  /** values of the demo's person additional fields (integrations-demo.ts), by key */
  otherData: { years_experience: '6', coc_checked_at: '2026-08-15' } as Record<string, string>,
};

/** Once per pool: a pool whose substitute has any saving goal keeps what it has. */
export async function seedPersonTabs(tx: Tx, poolId: number) {
  const d = DEMO_PERSON_TABS;
  const [person] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.poolId, poolId), eq(persons.email, d.email)));
  if (!person) return;
  const [done] = await tx.select({ id: savingGoals.id }).from(savingGoals).where(eq(savingGoals.poolId, poolId)).limit(1);
  if (done) return;
  const personId = person.id;
  await tx.insert(savingGoals).values({ ...d.savingGoal, poolId, personId });
  await tx.insert(scores).values({ ...d.score, poolId, personId });
  const fields = await tx
    .select({ id: additionalFields.id, key: additionalFields.key })
    .from(additionalFields)
    .where(and(eq(additionalFields.poolId, poolId), eq(additionalFields.location, 'person')));
  const values = fields.flatMap((f) =>
    d.otherData[f.key] ? [{ poolId, fieldId: f.id, recordId: personId, value: d.otherData[f.key]! }] : [],
  );
  if (values.length) await tx.insert(additionalFieldValues).values(values);
  const [branch] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.poolId, poolId), eq(branches.name, d.workPlan.branch)));
  const [period] = await tx
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.poolId, poolId), eq(periods.name, d.workPlan.period)));
  if (branch && period) {
    const { branch: _b, period: _p, ...plan } = d.workPlan;
    await tx.insert(workPlans).values({ ...plan, poolId, personId, branchId: branch.id, periodId: period.id });
    await tx.insert(workPlanDefinitions).values({ ...d.workPlanDefinition, poolId, branchId: branch.id, periodId: period.id });
  }
  const [supplier] = await tx
    .select({ id: dataSuppliers.id })
    .from(dataSuppliers)
    .where(and(eq(dataSuppliers.poolId, poolId), eq(dataSuppliers.code, d.supplier.code)));
  if (!supplier) return;
  await tx
    .insert(supplierRecords)
    .values({ poolId, dataSupplierId: supplier.id, kind: 'person', externalId: d.supplier.personExternalId, recordId: personId });
  const [contract] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.poolId, poolId), eq(contracts.personId, personId)))
    .limit(1);
  if (contract)
    await tx
      .insert(supplierRecords)
      .values({ poolId, dataSupplierId: supplier.id, kind: 'contract', externalId: d.supplier.contractExternalId, recordId: contract.id });
}
