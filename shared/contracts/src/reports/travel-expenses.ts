/**
 * The travel expenses report (RPT-TRV-01): key figures, a totals table and a tab per person, from
 * the work-state lines' distances and travel costs (the day's first line at a branch carries the
 * day's travel, docs/work-state.md). Distances in km there and back, amounts in euro.
 */
export interface TravelFigures {
  persons: number;
  /** working days with travel */
  days: number;
  distance_total: number;
  travel_cost: number;
}

export interface TravelTotalsRow {
  person: { id: number; name: string };
  days: number;
  distance_total: number;
  travel_cost: number;
  /** days whose distance is unknown (no travel cost could be computed) */
  unknown_days: number;
}

export interface TravelDay {
  date: string;
  branch: { id: number; name: string };
  distance_total: number | null;
  travel_cost: number | null;
}

export interface TravelPersonTab {
  person: { id: number; name: string };
  days: TravelDay[];
  distance_total: number;
  travel_cost: number;
}

export interface TravelExpensesReport {
  figures: TravelFigures;
  totals: TravelTotalsRow[];
  persons: TravelPersonTab[];
}
