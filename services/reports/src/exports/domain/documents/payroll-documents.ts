import { roundTo, type Locale } from '@app/contracts';
import type { ReportLine } from '../../../reports/domain/report-line';
import type { ExportDocument, ExportRow, ExportSheet } from '../export-document';
import { periodSubtitle, t } from './period-subtitle';

/** What the work state's payroll exports read of a line. */
export type PayrollLine = Pick<
  ReportLine,
  | 'date'
  | 'wtf'
  | 'hours'
  | 'distance'
  | 'cost'
  | 'caoFee'
  | 'contribution'
  | 'branch'
  | 'person'
  | 'externalEmployeeId'
  | 'personnelNumber'
>;

/**
 * Each person's employee id for the payroll administration: the id the payroll system answered
 * for a sent line of theirs (ADR 0087), else their personnel number; null when neither is known.
 */
export function employeeIds(lines: readonly PayrollLine[]): Map<number, string | null> {
  const ids = new Map<number, string | null>();
  for (const line of lines) if (line.externalEmployeeId && !ids.get(line.person.id)) ids.set(line.person.id, line.externalEmployeeId);
  for (const line of lines) if (!ids.get(line.person.id)) ids.set(line.person.id, line.personnelNumber);
  return ids;
}

/**
 * The wage components of the AFAS export (ADR 0108): a variable value per employee, date and
 * component. The codes are the variables the pool's AFAS administrator creates once; decimals as
 * RPT-MENU-11 gives them (WTF 4, money 2), hours to 2 and kilometres to 1.
 */
export const AFAS_COMPONENTS = [
  { code: 'INVALUREN', decimals: 2, value: (l: PayrollLine) => l.hours },
  { code: 'INVALWTF', decimals: 4, value: (l: PayrollLine) => l.wtf },
  { code: 'REISKM', decimals: 1, value: (l: PayrollLine) => l.distance ?? 0 },
  { code: 'REISKOSTEN', decimals: 2, value: (l: PayrollLine) => l.cost ?? 0 },
] as const;
export type AfasComponent = (typeof AFAS_COMPONENTS)[number]['code'];
export const AFAS_DECIMALS = Object.fromEntries(AFAS_COMPONENTS.map((c) => [c.code, c.decimals])) as Record<AfasComponent, number>;

export const AFAS_TITLE = { nl: 'Werkstaat AFAS', en: 'Work state AFAS' } as const;
export const TOTALS_TITLE = { nl: 'Werkstaat totalen', en: 'Work state totals' } as const;

/**
 * The work state's lines as AFAS variable values: per employee, date and component the sum of the
 * lines (both dayparts, every branch), in order of employee, date and component; a component that
 * sums to 0 is left out. The employee is `employeeIds`'s; lines of a person without one are left
 * out (an import without an employee fails); the totals export shows them with an empty number.
 */
export function afasDocument(lines: readonly PayrollLine[], locale: Locale, period: { from: string; to: string }): ExportDocument {
  const ids = employeeIds(lines);
  const sums = new Map<string, { employee: string; date: string; code: AfasComponent; value: number }>();
  for (const line of lines) {
    const employee = ids.get(line.person.id);
    if (!employee) continue;
    for (const c of AFAS_COMPONENTS) {
      const key = `${employee}\u0000${line.date}\u0000${c.code}`;
      const sum = sums.get(key) ?? { employee, date: line.date, code: c.code, value: 0 };
      sum.value += c.value(line);
      sums.set(key, sum);
    }
  }
  const order = AFAS_COMPONENTS.map((c) => c.code as string);
  const rows = [...sums.values()]
    .map((s) => ({ ...s, value: roundTo(s.value, AFAS_DECIMALS[s.code]) }))
    .filter((s) => s.value !== 0)
    .sort((a, b) => a.employee.localeCompare(b.employee) || a.date.localeCompare(b.date) || order.indexOf(a.code) - order.indexOf(b.code))
    .map((s): ExportRow => ({ employee: s.employee, date: s.date, component: s.code, value: s.value }));
  return {
    report: 'work-state',
    locale,
    title: AFAS_TITLE[locale],
    subtitle: periodSubtitle(locale, period.from, period.to),
    sheets: [
      {
        name: AFAS_TITLE[locale],
        columns: [
          { key: 'employee', title: t(locale, 'Medewerker', 'Employee'), type: 'text' },
          { key: 'date', title: t(locale, 'Datum', 'Date'), type: 'date' },
          { key: 'component', title: t(locale, 'Looncomponent', 'Wage component'), type: 'text' },
          { key: 'value', title: t(locale, 'Waarde', 'Value'), type: 'decimal' },
        ],
        rows,
      },
    ],
  };
}

interface Sums {
  lines: number;
  wtf: number;
  hours: number;
  distance: number;
  cost: number;
  caoFee: number;
  contribution: number;
}
const noSums = (): Sums => ({ lines: 0, wtf: 0, hours: 0, distance: 0, cost: 0, caoFee: 0, contribution: 0 });
const add = (s: Sums, l: PayrollLine) => {
  s.lines += 1;
  s.wtf += l.wtf;
  s.hours += l.hours;
  s.distance += l.distance ?? 0;
  s.cost += l.cost ?? 0;
  s.caoFee += l.caoFee ?? 0;
  s.contribution += l.contribution ?? 0;
};
/** The sums rounded once, at the end (RPT-MENU-11), with the amounts' total. */
const figures = (s: Sums): ExportRow => {
  const cost = roundTo(s.cost, 2);
  const caoFee = roundTo(s.caoFee, 2);
  const contribution = roundTo(s.contribution, 2);
  return {
    lines: s.lines,
    wtf: roundTo(s.wtf, 4),
    hours: roundTo(s.hours, 2),
    distance: roundTo(s.distance, 1),
    travel_cost: cost,
    cao_fee: caoFee,
    contribution,
    amount: roundTo(cost + caoFee + contribution, 2),
  };
};

/**
 * The work state's totals for the payroll administration (ADR 0108): a sheet per person (employee
 * number, name) and a sheet per branch with dayparts, WTF, hours, kilometres and the amounts
 * (travel cost, CAO fee, contribution, their total), each with a sum row.
 */
export function workStateTotalsDocument(
  lines: readonly PayrollLine[],
  locale: Locale,
  period: { from: string; to: string },
): ExportDocument {
  const ids = employeeIds(lines);
  const persons = new Map<number, { name: string; employee: string | null; sums: Sums }>();
  const branches = new Map<number, { name: string; sums: Sums }>();
  const all = noSums();
  for (const line of lines) {
    const person = persons.get(line.person.id) ?? { name: line.person.name, employee: ids.get(line.person.id) ?? null, sums: noSums() };
    add(person.sums, line);
    persons.set(line.person.id, person);
    const branch = branches.get(line.branch.id) ?? { name: line.branch.name, sums: noSums() };
    add(branch.sums, line);
    branches.set(line.branch.id, branch);
    add(all, line);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'nl');
  const columns: ExportSheet['columns'] = [
    { key: 'lines', title: t(locale, 'Dagdelen', 'Dayparts'), type: 'integer' },
    { key: 'wtf', title: 'WTF', type: 'wtf' },
    { key: 'hours', title: t(locale, 'Uren', 'Hours'), type: 'decimal' },
    { key: 'distance', title: t(locale, 'Afstand (km)', 'Distance (km)'), type: 'decimal' },
    { key: 'travel_cost', title: t(locale, 'Reiskosten', 'Travel cost'), type: 'money' },
    { key: 'cao_fee', title: t(locale, 'CAO-vergoeding', 'CAO fee'), type: 'money' },
    { key: 'contribution', title: t(locale, 'Bijdrage', 'Contribution'), type: 'money' },
    { key: 'amount', title: t(locale, 'Bedrag totaal', 'Total amount'), type: 'money' },
  ];
  const total = t(locale, 'Totaal', 'Total');
  return {
    report: 'work-state',
    locale,
    title: TOTALS_TITLE[locale],
    subtitle: periodSubtitle(locale, period.from, period.to),
    sheets: [
      {
        name: t(locale, 'Per invaller', 'Per substitute'),
        columns: [
          { key: 'employee', title: t(locale, 'Personeelsnummer', 'Employee number'), type: 'text' },
          { key: 'person', title: t(locale, 'Invaller', 'Substitute'), type: 'text' },
          ...columns,
        ],
        rows: [...persons.values()].sort(byName).map((p) => ({ employee: p.employee, person: p.name, ...figures(p.sums) })),
        totals: { employee: total, person: null, ...figures(all) },
      },
      {
        name: t(locale, 'Per vestiging', 'Per branch'),
        columns: [{ key: 'branch', title: t(locale, 'Vestiging', 'Branch'), type: 'text' }, ...columns],
        rows: [...branches.values()].sort(byName).map((b) => ({ branch: b.name, ...figures(b.sums) })),
        totals: { branch: total, ...figures(all) },
      },
    ],
  };
}
