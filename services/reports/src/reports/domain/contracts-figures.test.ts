import { contractHoursInPeriod, contractsRow, historyStart, isoWeek, weeklyAverages, type ContractSpan } from './contracts-figures';

/** RPT-CON-01/03 on a hand-computed fixture: contract hours over the period, own branch or secondment, the 4-week (here 2) average. */
const contracts: ContractSpan[] = [
  { branchId: 1, startDate: '2026-08-01', endDate: '2026-09-15', hours: 20 }, // 15 days of September: 20 x 15 / 7 = 42.857
  { branchId: 2, startDate: '2026-09-16', endDate: '2027-07-31', hours: 10 }, // 15 days: 10 x 15 / 7 = 21.429
];
const worked = [
  { date: '2026-08-25', hours: 4, wtf: 0.1, branchId: 1 }, // before the period: only the average's history
  { date: '2026-09-07', hours: 3.5, wtf: 0.1, branchId: 1 }, // own branch (contract 1 live)
  { date: '2026-09-08', hours: 3.5, wtf: 0.1, branchId: 2 }, // branch 2 before its contract: secondment
  { date: '2026-09-17', hours: 5, wtf: 0.125, branchId: 2 }, // own branch (contract 2 live)
  { date: '2026-09-18', hours: 2.25, wtf: 0.1, branchId: 3 }, // secondment
];
const september = { from: '2026-09-01', to: '2026-09-30' };

describe('contracts figures', () => {
  it('spreads the weekly contract hours over the days in the period', () => {
    expect(contractHoursInPeriod(contracts, september.from, september.to)).toBe(64.29);
    expect(contractHoursInPeriod(contracts, '2026-09-14', '2026-09-20')).toBe(12.86);
  });

  it('computes a row: worked at the own branch, on secondment, total, absent and the difference', () => {
    const inPeriod = worked.filter((l) => l.date >= september.from);
    expect(contractsRow({ id: 5, name: 'Anna' }, contracts, inPeriod, 7, september)).toEqual({
      id: 5,
      substitute: 'Anna',
      person: { id: 5, name: 'Anna' },
      hours: 14.25,
      wtf: 0.425,
      contractsHours: 64.29,
      workedBranch: 8.5,
      workedSecondment: 5.75,
      absent: 7,
      total: 14.25,
      difference: -50.04,
    });
  });

  it('averages the hours of the last N weeks for each week of the period (RPT-CON-03)', () => {
    expect(historyStart(september.from, 2)).toBe('2026-08-24');
    expect(isoWeek('2026-08-31')).toBe('2026-W36');
    expect(isoWeek('2026-12-28')).toBe('2026-W53');
    expect(weeklyAverages(worked, contracts, september, 2)).toEqual([
      { week: '2026-W36', monday: '2026-08-31', hours: 0, contract_hours: 20, average: 2 },
      { week: '2026-W37', monday: '2026-09-07', hours: 7, contract_hours: 20, average: 3.5 },
      { week: '2026-W38', monday: '2026-09-14', hours: 7.25, contract_hours: 12.86, average: 7.13 },
      { week: '2026-W39', monday: '2026-09-21', hours: 0, contract_hours: 10, average: 3.63 },
      { week: '2026-W40', monday: '2026-09-28', hours: 0, contract_hours: 10, average: 0 },
    ]);
  });

  it('takes 4 weeks by default in the modal: the average of 4 weeks', () => {
    const weeks = weeklyAverages(worked, contracts, september, 4);
    // week 38: (7.25 + 7 + 0 + 4) / 4 = 4.5625 -> 4.56
    expect(weeks.find((w) => w.week === '2026-W38')!.average).toBe(4.56);
  });
});
