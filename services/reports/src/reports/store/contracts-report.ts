import { sql } from 'drizzle-orm';
import { CONTRACTS_REPORT_SORTS, type ContractsReport, type ContractsReportRow } from '@app/contracts';
import { rowsOf, scopeCondition, type Tx } from '@app/service-kit';
import { readContracts, type ContractRow } from './contract-spans';
import { readReportLines, type ReportLine } from './work-state-lines';
import { contractsRow } from '../domain/contracts-figures';
import type { ReportContext, ReportModule } from './report-module';

/** What one substitute's row and modal are computed from. */
export interface SubstituteFacts {
  person: { id: number; name: string };
  contracts: ContractRow[];
  worked: ReportLine[];
  absentHours: number;
}

/**
 * The substitutes with a contract at the chosen branches in the period, with every line they worked
 * and the lines that replaced them, within the caller's branches (lines of any branch it sees: work
 * on secondment counts too).
 */
export async function substituteFacts(
  tx: Tx,
  context: ReportContext<unknown>,
  from: string,
  to: string,
  persons?: readonly number[],
): Promise<SubstituteFacts[]> {
  const { caller, filter } = context;
  const contracts = await readContracts(tx, {
    poolId: caller.poolId,
    from,
    to,
    branchCondition: context.branchCondition,
    persons: persons ?? filter.person,
  });
  const ids = [...new Set(contracts.map((c) => c.person.id))];
  if (!ids.length) return [];
  const inScope = {
    poolId: caller.poolId,
    from,
    to,
    branchCondition: (column: Parameters<typeof scopeCondition>[0]) => scopeCondition(column, caller.poolId, caller.scope),
  };
  const lines = await readReportLines(tx, inScope);
  return ids.map((id) => {
    const own = contracts.filter((c) => c.person.id === id);
    return {
      person: own[0]!.person,
      contracts: own,
      worked: lines.filter((l) => l.person.id === id),
      absentHours: lines.filter((l) => l.absenteePersonId === id).reduce((n, l) => n + l.hours, 0),
    };
  });
}

export const toSpans = (contracts: readonly ContractRow[]) =>
  contracts.map((c) => ({ branchId: c.branch.id, startDate: c.startDate, endDate: c.endDate, hours: c.hours }));

export const factsRow = (f: SubstituteFacts, period: { from: string; to: string }): ContractsReportRow =>
  contractsRow(
    f.person,
    toSpans(f.contracts),
    f.worked.map((l) => ({ date: l.date, hours: l.hours, wtf: l.wtf, branchId: l.branch.id })),
    f.absentHours,
    period,
  );

const SORT_KEYS: Record<string, keyof ContractsReportRow> = {
  substitute: 'substitute',
  hours: 'hours',
  wtf: 'wtf',
  contracts_hours: 'contractsHours',
  total: 'total',
  difference: 'difference',
};

/** RPT-CON-01: a row per substitute (docs/report-exports.md gives each figure's rule). */
export const contractsReport: ReportModule<ContractsReport> = {
  key: 'contracts',
  sortable: CONTRACTS_REPORT_SORTS,
  run: async (tx, context) => {
    const period = { from: context.filter.period_from, to: context.filter.period_to };
    const facts = await substituteFacts(tx, context, period.from, period.to);
    const rows = facts.map((f) => factsRow(f, period));
    const sorting = context.sorting ?? { field: 'substitute', direction: 'up' as const };
    const key = SORT_KEYS[sorting.field] ?? 'substitute';
    const sign = sorting.direction === 'down' ? -1 : 1;
    rows.sort((a, b) => {
      const x = a[key];
      const y = b[key];
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'nl'));
    });
    return { rows };
  },
};

/** A person of the pool by id, with the name the modal shows (null: not the pool's). */
export async function substituteOfPool(tx: Tx, poolId: number, id: number): Promise<{ id: number; name: string } | null> {
  const [person] = await rowsOf<{ id: number; name: string }>(
    tx,
    sql`select id, full_name as name from masterdata.person_detail_directory where pool_id = ${poolId} and id = ${id}`,
  );
  return person ? { id: Number(person.id), name: person.name } : null;
}
