import type { Locale, WorkStateReport } from '@app/contracts';
import type { ExportDocument } from '../export-document';
import { periodSubtitle, t } from './period-subtitle';

export const WORK_STATE_TITLE = { nl: 'Werkstaat', en: 'Work state' } as const;

/** RPT-WS-01 as an export: a row per branch and person, and the totals. */
export function workStateDocument(data: WorkStateReport, locale: Locale, period: { from: string; to: string }): ExportDocument {
  const { totals } = data;
  return {
    report: 'work-state',
    locale,
    title: WORK_STATE_TITLE[locale],
    subtitle: periodSubtitle(locale, period.from, period.to),
    sheets: [
      {
        name: WORK_STATE_TITLE[locale],
        columns: [
          { key: 'branch', title: t(locale, 'Vestiging', 'Branch'), type: 'text' },
          { key: 'person', title: t(locale, 'Invaller', 'Substitute'), type: 'text' },
          { key: 'lines', title: t(locale, 'Dagdelen', 'Dayparts'), type: 'integer' },
          { key: 'wtf', title: 'WTF', type: 'wtf' },
          { key: 'hours', title: t(locale, 'Uren', 'Hours'), type: 'decimal' },
          { key: 'distance_total', title: t(locale, 'Afstand (km)', 'Distance (km)'), type: 'decimal' },
          { key: 'travel_cost', title: t(locale, 'Reiskosten', 'Travel cost'), type: 'money' },
          { key: 'approved', title: t(locale, 'Goedgekeurd', 'Approved'), type: 'integer' },
          { key: 'reviewed', title: t(locale, 'Beoordeeld', 'Reviewed'), type: 'integer' },
          { key: 'processed', title: t(locale, 'Verwerkt', 'Processed'), type: 'integer' },
          { key: 'sent', title: t(locale, 'Verzonden', 'Sent'), type: 'integer' },
        ],
        rows: data.rows.map(({ branch, person, ...figures }) => ({ branch: branch.name, person: person.name, ...figures })),
        totals: { branch: t(locale, 'Totaal', 'Total'), person: null, ...totals },
      },
    ],
  };
}
