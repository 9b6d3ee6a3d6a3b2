import type { AdditionalFieldEntry, Locale } from '@app/contracts';
import { dutchDate, PERSON_REPORT_FIELDS, type ReportSection } from './person-report-pdf';

interface ReportContract {
  type: string;
  branch: string;
  start_date: string;
  end_date: string;
  hours: number | null;
}

const YES_NO = { nl: ['Ja', 'Nee'], en: ['Yes', 'No'] } as const;

/** An additional field's value as the report writes it. */
function fieldText(field: AdditionalFieldEntry, locale: Locale): string {
  if (field.value === null) return '';
  if (field.type === 'bool') return YES_NO[locale][field.value ? 0 : 1];
  if (field.type === 'date') return dutchDate(String(field.value));
  if (field.type === 'datetime') return `${dutchDate(String(field.value))} ${String(field.value).slice(11, 16)}`;
  return String(field.value);
}

/** The report's sections: personal data, contracts, other data. */
export function personReportSections(
  person: Record<string, unknown>,
  contracts: readonly ReportContract[],
  fields: readonly AdditionalFieldEntry[],
  locale: Locale,
): ReportSection[] {
  return [
    {
      title: { nl: 'Gegevens', en: 'Details' },
      empty: { nl: 'Geen gegevens.', en: 'No details.' },
      // a field left out of the person (its right is missing) is left out of the report
      lines: PERSON_REPORT_FIELDS.filter((f) => Object.hasOwn(person, f.key)).map((f) => {
        const value = person[f.key];
        const text = value === null || value === undefined ? '' : String(value);
        return { label: f.title, value: f.date ? dutchDate(text) : text };
      }),
    },
    {
      title: { nl: 'Contracten', en: 'Contracts' },
      empty: { nl: 'Geen contracten.', en: 'No contracts.' },
      lines: contracts.map((c) => ({
        label: `${c.type} - ${c.branch}`,
        value: `${dutchDate(c.start_date)} - ${dutchDate(c.end_date)}${c.hours === null ? '' : ` (${String(c.hours).replace('.', ',')} ${locale === 'nl' ? 'uur' : 'hours'})`}`,
      })),
    },
    {
      title: { nl: 'Overige gegevens', en: 'Other data' },
      empty: { nl: 'Geen extra velden.', en: 'No additional fields.' },
      lines: fields.map((f) => ({ label: f.label, value: fieldText(f, locale) })),
    },
  ];
}
