import { travelFigures, type TravelLine } from './travel-expenses-figures';

/** RPT-TRV-01 on a hand-computed fixture: days, unknown distances, totals and key figures. */
const K = { id: 1, name: 'Het Kompas' };
const R = { id: 2, name: 'De Regenboog' };
const anna = { id: 1, name: 'Anna' };
const bert = { id: 2, name: 'Bert' };
const lines: TravelLine[] = [
  { person: anna, branch: K, date: '2026-09-07', distance: 30, cost: 3.94 },
  { person: anna, branch: K, date: '2026-09-07', distance: 0, cost: 0 }, // the afternoon: travel is on the morning's line
  { person: anna, branch: K, date: '2026-09-08', distance: 30, cost: 3.94 },
  { person: anna, branch: R, date: '2026-09-09', distance: null, cost: null }, // no distance known
  { person: bert, branch: R, date: '2026-09-07', distance: 10, cost: 0 }, // 5 km each way: within the unpaid first 7 km
];

describe('travel expenses figures', () => {
  it('adds a person travel per day and branch, with the totals and key figures', () => {
    const report = travelFigures(lines);
    expect(report.totals).toEqual([
      { person: anna, days: 2, distance_total: 60, travel_cost: 7.88, unknown_days: 1 },
      { person: bert, days: 1, distance_total: 10, travel_cost: 0, unknown_days: 0 },
    ]);
    expect(report.figures).toEqual({ persons: 2, days: 3, distance_total: 70, travel_cost: 7.88 });
    expect(report.persons[0]!.days).toEqual([
      { date: '2026-09-07', branch: K, distance_total: 30, travel_cost: 3.94 },
      { date: '2026-09-08', branch: K, distance_total: 30, travel_cost: 3.94 },
      { date: '2026-09-09', branch: R, distance_total: null, travel_cost: null },
    ]);
    expect(report.persons[0]).toMatchObject({ distance_total: 60, travel_cost: 7.88 });
  });

  it('is empty without lines', () => {
    expect(travelFigures([])).toEqual({ figures: { persons: 0, days: 0, distance_total: 0, travel_cost: 0 }, totals: [], persons: [] });
  });
});
