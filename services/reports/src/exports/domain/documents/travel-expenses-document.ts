import type { Locale, TravelExpensesReport } from '@app/contracts';
import type { ExportDocument } from '../export-document';
import { periodSubtitle, t } from './period-subtitle';

export const TRAVEL_TITLE = { nl: 'Reiskosten', en: 'Travel expenses' } as const;

/** RPT-TRV-01 as an export: the totals, then a sheet per person. */
export function travelExpensesDocument(data: TravelExpensesReport, locale: Locale, period: { from: string; to: string }): ExportDocument {
  const days = {
    columns: [
      { key: 'date', title: t(locale, 'Datum', 'Date'), type: 'date' as const },
      { key: 'branch', title: t(locale, 'Vestiging', 'Branch'), type: 'text' as const },
      { key: 'distance_total', title: t(locale, 'Afstand (km)', 'Distance (km)'), type: 'decimal' as const },
      { key: 'travel_cost', title: t(locale, 'Reiskosten', 'Travel cost'), type: 'money' as const },
    ],
  };
  return {
    report: 'travel-expenses',
    locale,
    title: TRAVEL_TITLE[locale],
    subtitle: periodSubtitle(locale, period.from, period.to),
    sheets: [
      {
        name: t(locale, 'Totalen', 'Totals'),
        columns: [
          { key: 'person', title: t(locale, 'Invaller', 'Substitute'), type: 'text' },
          { key: 'days', title: t(locale, 'Reisdagen', 'Travel days'), type: 'integer' },
          { key: 'distance_total', title: t(locale, 'Afstand (km)', 'Distance (km)'), type: 'decimal' },
          { key: 'travel_cost', title: t(locale, 'Reiskosten', 'Travel cost'), type: 'money' },
          { key: 'unknown_days', title: t(locale, 'Dagen zonder afstand', 'Days without distance'), type: 'integer' },
        ],
        rows: data.totals.map((r) => ({
          person: r.person.name,
          days: r.days,
          distance_total: r.distance_total,
          travel_cost: r.travel_cost,
          unknown_days: r.unknown_days,
        })),
        totals: {
          person: t(locale, 'Totaal', 'Total'),
          days: data.figures.days,
          distance_total: data.figures.distance_total,
          travel_cost: data.figures.travel_cost,
          unknown_days: data.totals.reduce((n, r) => n + r.unknown_days, 0),
        },
      },
      ...data.persons.map((p) => ({
        name: p.person.name,
        ...days,
        rows: p.days.map((d) => ({ date: d.date, branch: d.branch.name, distance_total: d.distance_total, travel_cost: d.travel_cost })),
        totals: { date: null, branch: t(locale, 'Totaal', 'Total'), distance_total: p.distance_total, travel_cost: p.travel_cost },
      })),
    ],
  };
}
