import { rateOn, secondmentFigures, type SecondmentLine, type SecondmentRate } from './secondment-figures';

/** RPT-SEC-02 on a hand-computed fixture: rates, amounts, the matrix's balances and the branch totals. */
const K = { id: 1, name: 'Het Kompas' };
const R = { id: 2, name: 'De Regenboog' };
const V = { id: 3, name: 'De Vlinder' };
const anna = { id: 1, name: 'Anna' };
const bert = { id: 2, name: 'Bert' };
const cor = { id: 3, name: 'Cor' };
const rates: SecondmentRate[] = [
  { personId: 1, branchId: 2, amount: 40, startDate: '2026-01-01', endDate: null },
  { personId: 1, branchId: null, amount: 35.5, startDate: '2026-01-01', endDate: '2026-09-15' },
  { personId: 1, branchId: null, amount: 36, startDate: '2026-09-16', endDate: null },
  { personId: 2, branchId: null, amount: 42.25, startDate: '2026-01-01', endDate: null },
];
const line = (
  person: SecondmentLine['person'],
  loaning: typeof K,
  borrowing: typeof K,
  date: string,
  hours: number,
  wtf = 0.1,
): SecondmentLine => ({
  requestNumber: 7,
  date,
  wtf,
  hours,
  person,
  loaning,
  borrowing,
});
const lines = [
  line(anna, R, K, '2026-09-07', 3.5), // the rate for De Regenboog: 40.00 x 3.5 = 140.00
  line(anna, V, K, '2026-09-08', 3.5), // every branch until 15 Sept: 35.50 x 3.5 = 124.25
  line(anna, V, K, '2026-09-17', 2.25), // every branch from 16 Sept: 36.00 x 2.25 = 81.00
  line(bert, K, R, '2026-09-09', 3.5, 0.125), // 42.25 x 3.5 = 147.875 -> 147.88
  line(cor, K, V, '2026-09-10', 3), // no rate: 0, counted missing
];

describe('secondment figures', () => {
  it('takes the loaning branch rate, else the every-branch rate valid on the date', () => {
    expect(rateOn(rates, 1, 2, '2026-09-07')).toBe(40);
    expect(rateOn(rates, 1, 3, '2026-09-15')).toBe(35.5);
    expect(rateOn(rates, 1, 3, '2026-09-16')).toBe(36);
    expect(rateOn(rates, 1, 3, '2025-12-31')).toBeNull();
    expect(rateOn(rates, 3, 1, '2026-09-10')).toBeNull();
  });

  it('computes the matrix balances, the branch totals (summing to 0) and the details', () => {
    const report = secondmentFigures(lines, rates, { from: '2026-09-01', to: '2026-09-30' });
    expect(report.matrix).toEqual([
      {
        loaning_branch: 'De Regenboog',
        loaning_branch_id: 2,
        borrowing_branch: 'Het Kompas',
        borrowing_branch_id: 1,
        hours: 3.5,
        wtf: 0.1,
        balance: 140,
      },
      {
        loaning_branch: 'De Vlinder',
        loaning_branch_id: 3,
        borrowing_branch: 'Het Kompas',
        borrowing_branch_id: 1,
        hours: 5.75,
        wtf: 0.2,
        balance: 205.25,
      },
      {
        loaning_branch: 'Het Kompas',
        loaning_branch_id: 1,
        borrowing_branch: 'De Regenboog',
        borrowing_branch_id: 2,
        hours: 3.5,
        wtf: 0.125,
        balance: 147.88,
      },
      {
        loaning_branch: 'Het Kompas',
        loaning_branch_id: 1,
        borrowing_branch: 'De Vlinder',
        borrowing_branch_id: 3,
        hours: 3,
        wtf: 0.1,
        balance: 0,
      },
    ]);
    expect(report.totals).toEqual([
      { branch: R, loaned: 140, borrowed: 147.88, balance: -7.88 },
      { branch: V, loaned: 205.25, borrowed: 0, balance: 205.25 },
      { branch: K, loaned: 147.88, borrowed: 345.25, balance: -197.37 },
    ]);
    expect(report.totals.reduce((n, t) => n + t.balance, 0)).toBeCloseTo(0, 10);
    expect(report.missing_rates).toBe(1);
    expect(report.details.map((d) => [d.person.name, d.total_hours, d.total_wtf, d.total_amount])).toEqual([
      ['Anna', 9.25, 0.3, 345.25],
      ['Bert', 3.5, 0.125, 147.88],
      ['Cor', 3, 0.1, 0],
    ]);
    expect(report.details[0]!.request_dates[1]).toEqual({
      request_id: 7,
      loaning_branch: V,
      borrowing_branch: K,
      date: '2026-09-08',
      wtf: 0.1,
      hours: 3.5,
      rate: 35.5,
      amount: 124.25,
    });
  });
});
