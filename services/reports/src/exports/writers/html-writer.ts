import { nlCell } from '../domain/dutch-format';
import type { ExportDocument } from '../domain/export-document';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A document as a page the browser prints (RPT-SEC-03: the invoice's HTML goes to the print frame,
 * RPT-MENU-08): the title, the filter, a table per sheet in Dutch formats, the footer; every text escaped.
 */
export function writeHtml(doc: ExportDocument): string {
  const sheets = doc.sheets.map((sheet) => {
    const head = sheet.columns.map((c) => `<th class="${c.type}">${escape(c.title)}</th>`).join('');
    const row = (r: Record<string, string | number | null>, tag: 'td' | 'th') =>
      `<tr>${sheet.columns.map((c) => `<${tag} class="${c.type}">${escape(nlCell(r[c.key] ?? null, c.type, true))}</${tag}>`).join('')}</tr>`;
    const body = sheet.rows.map((r) => row(r, 'td')).join('\n');
    const foot = sheet.totals ? `<tfoot>${row(sheet.totals, 'th')}</tfoot>` : '';
    return `<h2>${escape(sheet.name)}</h2>\n<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody>${foot}</table>`;
  });
  return `<!doctype html>
<html lang="${doc.locale}"><head><meta charset="utf-8"><title>${escape(doc.title)}</title>
<style>body{font-family:Helvetica,Arial,sans-serif;font-size:12px;margin:24px}table{border-collapse:collapse;width:100%;margin-bottom:16px}
th,td{border-bottom:1px solid #ccc;padding:4px 6px;text-align:left}th{background:#e8eaf0}.text{text-align:left}
td:not(.text),th:not(.text){text-align:right}tfoot th{background:none;border-top:2px solid #333}footer{white-space:pre-line;margin-top:24px}</style></head>
<body><h1>${escape(doc.title)}</h1><p>${escape(doc.subtitle)}</p>
${sheets.join('\n')}
${doc.footer ? `<footer>${escape(doc.footer)}</footer>\n` : ''}</body></html>`;
}
