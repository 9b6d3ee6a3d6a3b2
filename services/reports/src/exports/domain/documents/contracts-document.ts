import type { ContractsReport, Locale } from '@app/contracts';
import type { ExportDocument } from '../export-document';
import { periodSubtitle, t } from './period-subtitle';

export const CONTRACTS_TITLE = { nl: 'Contractenoverzicht', en: 'Contracts overview' } as const;

/** RPT-CON-01 as an export: a row per substitute. */
export function contractsDocument(data: ContractsReport, locale: Locale, period: { from: string; to: string }): ExportDocument {
  return {
    report: 'contracts',
    locale,
    title: CONTRACTS_TITLE[locale],
    subtitle: periodSubtitle(locale, period.from, period.to),
    sheets: [
      {
        name: CONTRACTS_TITLE[locale],
        columns: [
          { key: 'substitute', title: t(locale, 'Invaller', 'Substitute'), type: 'text' },
          { key: 'hours', title: t(locale, 'Uren', 'Hours'), type: 'decimal' },
          { key: 'wtf', title: 'WTF', type: 'wtf' },
          { key: 'contractsHours', title: t(locale, 'Contracturen', 'Contract hours'), type: 'decimal' },
          { key: 'workedBranch', title: t(locale, 'Gewerkt eigen vestiging', 'Worked own branch'), type: 'decimal' },
          { key: 'workedSecondment', title: t(locale, 'Gewerkt detachering', 'Worked on secondment'), type: 'decimal' },
          { key: 'absent', title: t(locale, 'Afwezig', 'Absent'), type: 'decimal' },
          { key: 'total', title: t(locale, 'Totaal', 'Total'), type: 'decimal' },
          { key: 'difference', title: t(locale, 'Verschil', 'Difference'), type: 'decimal' },
        ],
        rows: data.rows.map(({ person: _person, id: _id, ...row }) => row),
      },
    ],
  };
}
