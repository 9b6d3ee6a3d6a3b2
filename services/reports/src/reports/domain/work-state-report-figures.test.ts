import { workStateReportFigures, type WorkStateReportLine } from './work-state-report-figures';

/** RPT-WS-01 on a hand-computed fixture: per branch and person, steps counted, totals. */
const K = { id: 1, name: 'Het Kompas' };
const R = { id: 2, name: 'De Regenboog' };
const steps = (n: number) => ({ approved: n > 0, reviewed: n > 1, processed: n > 2, sent: n > 3 });
const lines: WorkStateReportLine[] = [
  { branch: K, person: { id: 1, name: 'Anna' }, wtf: 0.1, hours: 3.5, distance: 30, cost: 3.94, ...steps(2) },
  { branch: K, person: { id: 1, name: 'Anna' }, wtf: 0.125, hours: 5, distance: 0, cost: 0, ...steps(4) },
  { branch: R, person: { id: 2, name: 'Bert' }, wtf: 0.1, hours: 3.5, distance: null, cost: null, ...steps(0) },
];

it('work state report: a row per branch and person with WTF, hours, travel and steps, and the totals', () => {
  const report = workStateReportFigures(lines);
  expect(report.rows).toEqual([
    {
      branch: R,
      person: { id: 2, name: 'Bert' },
      lines: 1,
      wtf: 0.1,
      hours: 3.5,
      distance_total: 0,
      travel_cost: 0,
      approved: 0,
      reviewed: 0,
      processed: 0,
      sent: 0,
    },
    {
      branch: K,
      person: { id: 1, name: 'Anna' },
      lines: 2,
      wtf: 0.225,
      hours: 8.5,
      distance_total: 30,
      travel_cost: 3.94,
      approved: 2,
      reviewed: 2,
      processed: 1,
      sent: 1,
    },
  ]);
  expect(report.totals).toEqual({
    lines: 3,
    wtf: 0.325,
    hours: 12,
    distance_total: 30,
    travel_cost: 3.94,
    approved: 2,
    reviewed: 2,
    processed: 1,
    sent: 1,
  });
});
