import { roundTo, type WorkStateReport, type WorkStateReportRow, type WorkStateReportTotals } from '@app/contracts';

export interface WorkStateReportLine {
  branch: { id: number; name: string };
  person: { id: number; name: string };
  wtf: number;
  hours: number;
  distance: number | null;
  cost: number | null;
  approved: boolean;
  reviewed: boolean;
  processed: boolean;
  sent: boolean;
}

const empty = (): WorkStateReportTotals => ({
  lines: 0,
  wtf: 0,
  hours: 0,
  distance_total: 0,
  travel_cost: 0,
  approved: 0,
  reviewed: 0,
  processed: 0,
  sent: 0,
});

function addLine(into: WorkStateReportTotals, line: WorkStateReportLine) {
  into.lines += 1;
  into.wtf = roundTo(into.wtf + line.wtf, 4);
  into.hours = roundTo(into.hours + line.hours, 2);
  into.distance_total = roundTo(into.distance_total + (line.distance ?? 0), 1);
  into.travel_cost = roundTo(into.travel_cost + (line.cost ?? 0), 2);
  for (const step of ['approved', 'reviewed', 'processed', 'sent'] as const) if (line[step]) into[step] += 1;
}

/** RPT-WS-01: a row per branch and person, by branch then person name, and the totals of them all. */
export function workStateReportFigures(lines: readonly WorkStateReportLine[]): WorkStateReport {
  const rows = new Map<string, WorkStateReportRow>();
  const totals = empty();
  for (const line of lines) {
    const key = `${line.branch.id}:${line.person.id}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { branch: line.branch, person: line.person, ...empty() }));
    addLine(row, line);
    addLine(totals, line);
  }
  return {
    rows: [...rows.values()].sort(
      (a, b) => a.branch.name.localeCompare(b.branch.name, 'nl') || a.person.name.localeCompare(b.person.name, 'nl'),
    ),
    totals,
  };
}
