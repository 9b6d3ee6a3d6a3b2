import type { ReportColumn, ReportTable, SecondmentReport } from '@app/contracts';

const col = (key: string, kind: ReportColumn['kind'], label = key): ReportColumn => ({
  key,
  label: `reports.money.columns.${label}`,
  kind,
});

/** The secondment answer as the three tables the screen shows (and their client-side CSV). */
export function secondmentTables(data: SecondmentReport): ReportTable[] {
  const dates = data.details.flatMap((d) =>
    d.request_dates.map((r, i) => ({
      id: `${d.person.id}-${i}`,
      person: d.person.name,
      request: r.request_id,
      loaning_branch: r.loaning_branch.name,
      borrowing_branch: r.borrowing_branch.name,
      date: r.date,
      wtf: r.wtf,
      hours: r.hours,
      rate: r.rate,
      amount: r.amount,
    })),
  );
  const sum = (key: 'total_wtf' | 'total_hours' | 'total_amount') => data.details.reduce((n, d) => n + d[key], 0);
  return [
    {
      key: 'details',
      title: 'reports.money.tables.details',
      columns: [
        col('person', 'text'),
        col('request', 'count'),
        col('loaning_branch', 'text'),
        col('borrowing_branch', 'text'),
        col('date', 'date'),
        col('wtf', 'wtf'),
        col('hours', 'hours'),
        col('rate', 'money'),
        col('amount', 'money'),
      ],
      rows: dates,
      totals: { person: 'reports.totals', wtf: sum('total_wtf'), hours: sum('total_hours'), amount: sum('total_amount') },
    },
    {
      key: 'matrix',
      title: 'reports.money.tables.matrix',
      columns: [
        col('loaning_branch', 'text'),
        col('borrowing_branch', 'text'),
        col('hours', 'hours'),
        col('wtf', 'wtf'),
        col('balance', 'money'),
      ],
      rows: data.matrix.map((m) => ({ id: `${m.loaning_branch_id}-${m.borrowing_branch_id}`, ...m })),
    },
    {
      key: 'totals',
      title: 'reports.money.tables.totals',
      columns: [col('branch', 'text'), col('loaned', 'money'), col('borrowed', 'money'), col('balance', 'money')],
      rows: data.totals.map((x) => ({
        id: x.branch.id,
        branch: x.branch.name,
        loaned: x.loaned,
        borrowed: x.borrowed,
        balance: x.balance,
      })),
    },
  ];
}
