import { roundTo, type TravelDay, type TravelExpensesReport, type TravelPersonTab, type TravelTotalsRow } from '@app/contracts';

export interface TravelLine {
  person: { id: number; name: string };
  branch: { id: number; name: string };
  date: string;
  distance: number | null;
  cost: number | null;
}

const add = (a: number | null, b: number | null, places: number) =>
  a === null && b === null ? null : roundTo((a ?? 0) + (b ?? 0), places);

/**
 * RPT-TRV-01: a person's travel per working day and branch (the day's lines summed: the first carries
 * the trip, the rest 0); a day with travel counts in `days`, a day whose distance is unknown in
 * `unknown_days`; the totals and key figures add the days up.
 */
export function travelFigures(lines: readonly TravelLine[]): TravelExpensesReport {
  const tabs = new Map<number, TravelPersonTab & { unknown: number }>();
  const days = new Map<string, TravelDay>();
  for (const line of [...lines].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = `${line.person.id}:${line.date}:${line.branch.id}`;
    let day = days.get(key);
    if (!day) {
      day = { date: line.date, branch: line.branch, distance_total: null, travel_cost: null };
      days.set(key, day);
      let tab = tabs.get(line.person.id);
      if (!tab) tabs.set(line.person.id, (tab = { person: line.person, days: [], distance_total: 0, travel_cost: 0, unknown: 0 }));
      tab.days.push(day);
    }
    day.distance_total = add(day.distance_total, line.distance, 1);
    day.travel_cost = add(day.travel_cost, line.cost, 2);
  }
  const persons = [...tabs.values()].sort((a, b) => a.person.name.localeCompare(b.person.name, 'nl'));
  const totals: TravelTotalsRow[] = persons.map((tab) => {
    const travelled = tab.days.filter((d) => (d.distance_total ?? 0) > 0 || (d.travel_cost ?? 0) > 0);
    tab.distance_total = roundTo(
      tab.days.reduce((n, d) => n + (d.distance_total ?? 0), 0),
      1,
    );
    tab.travel_cost = roundTo(
      tab.days.reduce((n, d) => n + (d.travel_cost ?? 0), 0),
      2,
    );
    return {
      person: tab.person,
      days: travelled.length,
      distance_total: tab.distance_total,
      travel_cost: tab.travel_cost,
      unknown_days: tab.days.filter((d) => d.distance_total === null).length,
    };
  });
  return {
    figures: {
      persons: totals.filter((t) => t.days > 0).length,
      days: totals.reduce((n, t) => n + t.days, 0),
      distance_total: roundTo(
        totals.reduce((n, t) => n + t.distance_total, 0),
        1,
      ),
      travel_cost: roundTo(
        totals.reduce((n, t) => n + t.travel_cost, 0),
        2,
      ),
    },
    totals,
    persons: persons.map(({ unknown: _unknown, ...tab }) => tab),
  };
}
