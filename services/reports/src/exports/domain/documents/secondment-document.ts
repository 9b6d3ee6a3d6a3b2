import type { Locale, SecondmentReport } from '@app/contracts';
import type { ExportDocument, ExportSheet } from '../export-document';
import { periodSubtitle, t } from './period-subtitle';

export const SECONDMENT_TITLE = { nl: 'Detachering', en: 'Secondment' } as const;

function detailsSheet(data: SecondmentReport, locale: Locale, only?: { loaning: number; borrowing: number }): ExportSheet {
  const dates = data.details.flatMap((d) =>
    d.request_dates
      .filter((r) => !only || (r.loaning_branch.id === only.loaning && r.borrowing_branch.id === only.borrowing))
      .map((r) => ({
        person: d.person.name,
        request: r.request_id,
        loaning: r.loaning_branch.name,
        borrowing: r.borrowing_branch.name,
        date: r.date,
        wtf: r.wtf,
        hours: r.hours,
        rate: r.rate,
        amount: r.amount,
      })),
  );
  const sum = (key: 'wtf' | 'hours' | 'amount', places: number) =>
    Math.round(dates.reduce((n, r) => n + r[key], 0) * 10 ** places) / 10 ** places;
  return {
    name: t(locale, 'Details', 'Details'),
    columns: [
      { key: 'person', title: t(locale, 'Invaller', 'Substitute'), type: 'text' },
      { key: 'request', title: t(locale, 'Aanvraag', 'Request'), type: 'integer' },
      { key: 'loaning', title: t(locale, 'Uitlenende vestiging', 'Loaning branch'), type: 'text' },
      { key: 'borrowing', title: t(locale, 'Inlenende vestiging', 'Borrowing branch'), type: 'text' },
      { key: 'date', title: t(locale, 'Datum', 'Date'), type: 'date' },
      { key: 'wtf', title: 'WTF', type: 'wtf' },
      { key: 'hours', title: t(locale, 'Uren', 'Hours'), type: 'decimal' },
      { key: 'rate', title: t(locale, 'Uurtarief', 'Hourly rate'), type: 'money' },
      { key: 'amount', title: t(locale, 'Bedrag', 'Amount'), type: 'money' },
    ],
    rows: dates,
    totals: { person: t(locale, 'Totaal', 'Total'), wtf: sum('wtf', 4), hours: sum('hours', 2), amount: sum('amount', 2) },
  };
}

/** RPT-SEC-01 as an export: the details, the invoicing matrix and the totals per branch. */
export function secondmentDocument(data: SecondmentReport, locale: Locale): ExportDocument {
  return {
    report: 'secondment',
    locale,
    title: SECONDMENT_TITLE[locale],
    subtitle: periodSubtitle(locale, data.period_from, data.period_to),
    sheets: [
      detailsSheet(data, locale),
      {
        name: t(locale, 'Facturatiematrix', 'Invoicing matrix'),
        columns: [
          { key: 'loaning_branch', title: t(locale, 'Uitlenende vestiging', 'Loaning branch'), type: 'text' },
          { key: 'borrowing_branch', title: t(locale, 'Inlenende vestiging', 'Borrowing branch'), type: 'text' },
          { key: 'hours', title: t(locale, 'Uren', 'Hours'), type: 'decimal' },
          { key: 'wtf', title: 'WTF', type: 'wtf' },
          { key: 'balance', title: t(locale, 'Saldo', 'Balance'), type: 'money' },
        ],
        rows: data.matrix.map((m) => ({
          loaning_branch: m.loaning_branch,
          borrowing_branch: m.borrowing_branch,
          hours: m.hours,
          wtf: m.wtf,
          balance: m.balance,
        })),
      },
      {
        name: t(locale, 'Facturatietotalen', 'Invoicing totals'),
        columns: [
          { key: 'branch', title: t(locale, 'Vestiging', 'Branch'), type: 'text' },
          { key: 'loaned', title: t(locale, 'Uitgeleend', 'Loaned'), type: 'money' },
          { key: 'borrowed', title: t(locale, 'Ingeleend', 'Borrowed'), type: 'money' },
          { key: 'balance', title: t(locale, 'Saldo', 'Balance'), type: 'money' },
        ],
        rows: data.totals.map((x) => ({ branch: x.branch.name, loaned: x.loaned, borrowed: x.borrowed, balance: x.balance })),
      },
    ],
  };
}

/** RPT-SEC-03: the invoice of one pair: what the borrowing branch pays the loaning one for the period, with the loaning branch's footer (MD-BRANCH-02). */
export function secondmentInvoiceDocument(
  data: SecondmentReport,
  pair: { loaning: { id: number; name: string }; borrowing: { id: number; name: string } },
  locale: Locale,
  footer: string | null = null,
): ExportDocument {
  const sheet = detailsSheet(data, locale, { loaning: pair.loaning.id, borrowing: pair.borrowing.id });
  return {
    report: 'secondment',
    locale,
    title: t(
      locale,
      `Factuur detachering ${pair.loaning.name} aan ${pair.borrowing.name}`,
      `Secondment invoice ${pair.loaning.name} to ${pair.borrowing.name}`,
    ),
    subtitle: periodSubtitle(locale, data.period_from, data.period_to),
    sheets: [{ ...sheet, name: t(locale, 'Gedetacheerde uren', 'Seconded hours') }],
    ...(footer ? { footer } : {}),
  };
}
