import {
  roundTo,
  type BranchRef,
  type SecondmentDetail,
  type SecondmentMatrixCell,
  type SecondmentReport,
  type SecondmentTotal,
} from '@app/contracts';

/** A work-state line of a seconded substitute: worked at `borrowing`, employed at `loaning`. */
export interface SecondmentLine {
  requestNumber: number;
  date: string;
  wtf: number;
  hours: number;
  person: { id: number; name: string };
  loaning: BranchRef;
  borrowing: BranchRef;
}

export interface SecondmentRate {
  personId: number;
  /** null: the rate holds at every branch */
  branchId: number | null;
  amount: number;
  startDate: string;
  endDate: string | null;
}

/**
 * The substitute's secondment hourly rate on a date: the one entered for the loaning branch if there
 * is one, else the one for every branch; of several, the latest start.
 */
export function rateOn(rates: readonly SecondmentRate[], personId: number, loaningBranchId: number, date: string): number | null {
  const valid = rates.filter((r) => r.personId === personId && r.startDate <= date && (r.endDate === null || r.endDate >= date));
  const pick = (branchId: number | null) =>
    valid.filter((r) => r.branchId === branchId).sort((a, b) => b.startDate.localeCompare(a.startDate))[0] ?? null;
  return (pick(loaningBranchId) ?? pick(null))?.amount ?? null;
}

const money = (n: number) => roundTo(n, 2);

/**
 * RPT-SEC-02: each request date's amount is hours x the rate (rounded to cents); a pair's balance is
 * the sum of its amounts (what the borrowing branch pays the loaning one); a branch's loaned is what
 * it invoices, borrowed what it pays, balance = loaned - borrowed.
 */
export function secondmentFigures(
  lines: readonly SecondmentLine[],
  rates: readonly SecondmentRate[],
  period: { from: string; to: string },
): SecondmentReport {
  const details = new Map<number, SecondmentDetail>();
  const matrix = new Map<string, SecondmentMatrixCell>();
  const totals = new Map<number, SecondmentTotal>();
  const total = (branch: BranchRef) => {
    let found = totals.get(branch.id);
    if (!found) totals.set(branch.id, (found = { branch, loaned: 0, borrowed: 0, balance: 0 }));
    return found;
  };
  let missing = 0;
  const sorted = [...lines].sort((a, b) => a.person.name.localeCompare(b.person.name, 'nl') || a.date.localeCompare(b.date));
  for (const line of sorted) {
    const rate = rateOn(rates, line.person.id, line.loaning.id, line.date);
    if (rate === null) missing += 1;
    const amount = money(line.hours * (rate ?? 0));
    let detail = details.get(line.person.id);
    if (!detail)
      details.set(line.person.id, (detail = { person: line.person, request_dates: [], total_wtf: 0, total_hours: 0, total_amount: 0 }));
    detail.request_dates.push({
      request_id: line.requestNumber,
      loaning_branch: line.loaning,
      borrowing_branch: line.borrowing,
      date: line.date,
      wtf: line.wtf,
      hours: line.hours,
      rate,
      amount,
    });
    detail.total_wtf = roundTo(detail.total_wtf + line.wtf, 4);
    detail.total_hours = money(detail.total_hours + line.hours);
    detail.total_amount = money(detail.total_amount + amount);
    const key = `${line.loaning.id}:${line.borrowing.id}`;
    let cell = matrix.get(key);
    if (!cell)
      matrix.set(
        key,
        (cell = {
          loaning_branch: line.loaning.name,
          loaning_branch_id: line.loaning.id,
          borrowing_branch: line.borrowing.name,
          borrowing_branch_id: line.borrowing.id,
          hours: 0,
          wtf: 0,
          balance: 0,
        }),
      );
    cell.hours = money(cell.hours + line.hours);
    cell.wtf = roundTo(cell.wtf + line.wtf, 4);
    cell.balance = money(cell.balance + amount);
    total(line.loaning).loaned = money(total(line.loaning).loaned + amount);
    total(line.borrowing).borrowed = money(total(line.borrowing).borrowed + amount);
  }
  for (const t of totals.values()) t.balance = money(t.loaned - t.borrowed);
  const byName = (a: BranchRef, b: BranchRef) => a.name.localeCompare(b.name, 'nl');
  return {
    period_from: period.from,
    period_to: period.to,
    details: [...details.values()],
    matrix: [...matrix.values()].sort(
      (a, b) => a.loaning_branch.localeCompare(b.loaning_branch, 'nl') || a.borrowing_branch.localeCompare(b.borrowing_branch, 'nl'),
    ),
    totals: [...totals.values()].sort((a, b) => byName(a.branch, b.branch)),
    missing_rates: missing,
  };
}
