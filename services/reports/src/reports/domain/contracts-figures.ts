import { roundTo, type ContractsReportRow, type ContractsWeek } from '@app/contracts';

export interface ContractSpan {
  branchId: number;
  startDate: string;
  endDate: string;
  /** hours a week */
  hours: number | null;
}

export interface WorkedLine {
  date: string;
  hours: number;
  wtf: number;
  branchId: number;
}

const DAY = 86_400_000;
const epoch = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => (to < from ? 0 : (epoch(to) - epoch(from)) / DAY + 1);

/** The contracts' weekly hours over the days they share with the period: hours x days / 7, 2 decimals. */
export function contractHoursInPeriod(contracts: readonly ContractSpan[], from: string, to: string): number {
  const sum = contracts.reduce((n, c) => {
    const days = daysIn(c.startDate > from ? c.startDate : from, c.endDate < to ? c.endDate : to);
    return n + ((c.hours ?? 0) * days) / 7;
  }, 0);
  return roundTo(sum, 2);
}

/**
 * RPT-CON-01: a substitute's row. A line at a branch one of the person's contracts (live on that date)
 * names is worked at the own branch; any other line is worked on secondment. `absent` is the hours of
 * the lines that replaced the person.
 */
export function contractsRow(
  person: { id: number; name: string },
  contracts: readonly ContractSpan[],
  worked: readonly WorkedLine[],
  absentHours: number,
  period: { from: string; to: string },
): ContractsReportRow {
  const own = (l: WorkedLine) => contracts.some((c) => c.branchId === l.branchId && c.startDate <= l.date && c.endDate >= l.date);
  const workedBranch = roundTo(
    worked.filter(own).reduce((n, l) => n + l.hours, 0),
    2,
  );
  const workedSecondment = roundTo(
    worked.filter((l) => !own(l)).reduce((n, l) => n + l.hours, 0),
    2,
  );
  const contractsHours = contractHoursInPeriod(contracts, period.from, period.to);
  const total = roundTo(workedBranch + workedSecondment, 2);
  return {
    id: person.id,
    substitute: person.name,
    person,
    hours: total,
    wtf: roundTo(
      worked.reduce((n, l) => n + l.wtf, 0),
      4,
    ),
    contractsHours,
    workedBranch,
    workedSecondment,
    absent: roundTo(absentHours, 2),
    total,
    difference: roundTo(total - contractsHours, 2),
  };
}

/** The Monday of a date's ISO week. */
export function mondayOf(date: string): string {
  const ms = epoch(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return iso(ms - weekday * DAY);
}

/** '2026-W37': the ISO week of a Monday (its Thursday's year). */
export function isoWeek(monday: string): string {
  const thursday = new Date(epoch(monday) + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The first day the modal reads: the Monday `weeks - 1` weeks before the period's first week, so every week has a full window. */
export const historyStart = (from: string, weeks: number) => iso(epoch(mondayOf(from)) - (weeks - 1) * 7 * DAY);

/**
 * RPT-CON-03: the period's weeks, each with its hours worked, the contract hours of that week, and
 * the average of the hours of the last `weeks` weeks (this one and the ones before; weeks without
 * work count as 0), 2 decimals.
 */
export function weeklyAverages(
  worked: readonly { date: string; hours: number }[],
  contracts: readonly ContractSpan[],
  period: { from: string; to: string },
  weeks: number,
): ContractsWeek[] {
  const perWeek = new Map<string, number>();
  for (const l of worked) perWeek.set(mondayOf(l.date), (perWeek.get(mondayOf(l.date)) ?? 0) + l.hours);
  const out: ContractsWeek[] = [];
  for (let monday = mondayOf(period.from); monday <= period.to; monday = iso(epoch(monday) + 7 * DAY)) {
    let sum = 0;
    for (let k = 0; k < weeks; k++) sum += perWeek.get(iso(epoch(monday) - k * 7 * DAY)) ?? 0;
    out.push({
      week: isoWeek(monday),
      monday,
      hours: roundTo(perWeek.get(monday) ?? 0, 2),
      contract_hours: contractHoursInPeriod(contracts, monday, iso(epoch(monday) + 6 * DAY)),
      average: roundTo(sum / weeks, 2),
    });
  }
  return out;
}
