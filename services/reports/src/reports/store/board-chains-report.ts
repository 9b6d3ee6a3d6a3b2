import { sql } from 'drizzle-orm';
import type { ChainPolicyType, ReportData } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { chainRow } from '../domain/board-chains';
import type { ReportContext, ReportModule } from './report-module';
import { column, sortRows } from '../domain/report-tables';

interface ContractRow {
  person_id: number;
  name: string;
  start_date: string;
  end_date: string | null;
  policy_type: ChainPolicyType | null;
}

const COLUMNS = [
  column('name', 'text', true),
  column('contracts', 'count', true),
  column('limit', 'count'),
  column('chain_start', 'date', true),
  column('chain_end', 'date', true),
  column('last_end', 'date', true),
  column('full', 'text', true),
];

/** RPT-BCH-01's answer: the board and its items (the chains), besides the generic figures and table. */
export type BoardChainsData = ReportData & { board: { id: number; name: string } | null };

async function run(tx: Tx, context: ReportContext): Promise<BoardChainsData> {
  const { caller, filter, sorting } = context;
  const boardId = filter.board!;
  const [board] = await rowsOf<{ id: number; name: string }>(
    tx,
    sql`select id, name from masterdata.branch_detail_directory where pool_id = ${caller.poolId} and id = ${boardId}`,
  );
  const condition = context.branchCondition(sql`c.branch_id`);
  // a contract without an end is open-ended: it runs to the end of the report's period
  const contracts = await rowsOf<ContractRow>(
    tx,
    sql`select c.person_id, p.full_name as name, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
        to_char(coalesce(c.end_date, ${filter.period_to}::date), 'YYYY-MM-DD') as end_date, c.policy_type
      from masterdata.contract_directory c join masterdata.person_report_directory p on p.id = c.person_id and p.pool_id = c.pool_id
      where c.pool_id = ${caller.poolId} and c.start_date <= ${filter.period_to} ${condition ? sql`and ${condition}` : sql``}
      order by c.person_id, c.start_date`,
  );
  const byPerson = new Map<number, { name: string; list: ContractRow[] }>();
  for (const c of contracts) {
    const entry = byPerson.get(c.person_id) ?? { name: c.name, list: [] };
    entry.list.push(c);
    byPerson.set(c.person_id, entry);
  }
  const rows = [...byPerson.entries()]
    .map(([id, p]) => ({ id, name: p.name, ...chainRow(p.list.map((c) => ({ ...c, end_date: c.end_date ?? filter.period_to }))) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  const figures = [
    { key: 'persons', label: 'reports.figures.persons', kind: 'count' as const, value: rows.length },
    {
      key: 'full_chains',
      label: 'reports.figures.full_chains',
      kind: 'count' as const,
      value: rows.filter((r) => r.full === 'reports.yes').length,
    },
  ];
  const info = board ? { id: Number(board.id), name: board.name } : null;
  if (!rows.length) return { board: info, figures, tabs: [], tables: [], empty: 'no_board_data' };
  return {
    board: info,
    figures,
    tabs: [],
    tables: [{ key: 'chains', title: 'reports.tables.chains', columns: COLUMNS, rows: sortRows(rows, sorting) }],
    empty: null,
  };
}

/** Board chains (RPT-BCH-01): needs a board; the contract chain of every person with a contract at the board's branches. */
export const boardChainsReport: ReportModule<BoardChainsData> = {
  key: 'board-chains',
  sortable: COLUMNS.filter((c) => c.sortable).map((c) => c.key),
  run,
};
