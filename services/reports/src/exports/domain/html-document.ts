import type { Locale } from '@app/contracts';
import { getElementsByTagName, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { ExportColumn, ExportDocument, ExportRow, ExportSheet } from './export-document';

/**
 * RPT-MENU-07: a report page's HTML as an export document, so the PDF writer prints it like any
 * export. The HTML is only parsed (htmlparser2: no script runs, nothing is fetched), never rendered:
 * the title is the caller's or the first heading, the subtitle the text before the first table, and
 * each table a sheet named by the heading or caption before it, its header row the titles. Cells
 * keep the text the page shows (already in the caller's formats).
 */
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const SUBTITLE_MAX = 300;
const FALLBACK_TITLE: Record<Locale, string> = { nl: 'Rapportage', en: 'Report' };
const COLUMN: Record<Locale, (n: number) => string> = { nl: (n) => `Kolom ${n}`, en: (n) => `Column ${n}` };
const TABLE: Record<Locale, (n: number) => string> = { nl: (n) => `Tabel ${n}`, en: (n) => `Table ${n}` };

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const textOf = (el: Element) => clean(textContent(el));
const isElement = (node: unknown): node is Element => typeof node === 'object' && node !== null && 'tagName' in node;

/** The element nodes in document order, with the tables' insides left to the table. */
function flow(root: ReturnType<typeof parseDocument>): Element[] {
  const out: Element[] = [];
  const walk = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.tagName === 'script' || node.tagName === 'style' || node.tagName === 'head') continue;
      out.push(node);
      if (node.tagName !== 'table' && !HEADINGS.includes(node.tagName) && node.tagName !== 'p') walk(node.children);
    }
  };
  walk(root.children);
  return out;
}

function sheetOf(table: Element, name: string, locale: Locale): ExportSheet | null {
  const rows = getElementsByTagName('tr', table, true);
  const cellsOf = (tr: Element) => tr.children.filter(isElement).filter((c) => c.tagName === 'td' || c.tagName === 'th');
  const headerRow = rows.find((tr) => cellsOf(tr).some((c) => c.tagName === 'th'));
  const width = Math.max(0, ...rows.map((tr) => cellsOf(tr).length));
  if (width === 0) return null;
  const titles = headerRow ? cellsOf(headerRow).map(textOf) : [];
  const columns: ExportColumn[] = Array.from({ length: width }, (_, i) => ({
    key: `c${i}`,
    title: titles[i] || COLUMN[locale](i + 1),
    type: 'text',
  }));
  const body: ExportRow[] = rows
    .filter((tr) => tr !== headerRow)
    .map((tr) => Object.fromEntries(cellsOf(tr).map((c, i) => [`c${i}`, textOf(c)])));
  return { name, columns, rows: body };
}

export function htmlToDocument(html: string, locale: Locale, title?: string): ExportDocument {
  const elements = flow(parseDocument(html));
  const firstHeading = elements.find((e) => HEADINGS.includes(e.tagName));
  const docTitle = clean(title ?? '') || (firstHeading && textOf(firstHeading)) || FALLBACK_TITLE[locale];
  const sheets: ExportSheet[] = [];
  const before: string[] = [];
  let label: string | null = null;
  for (const el of elements) {
    if (el === firstHeading && !title) continue;
    if (HEADINGS.includes(el.tagName)) label = textOf(el) || label;
    else if (el.tagName === 'table') {
      const caption = getElementsByTagName('caption', el.children, false)[0];
      const sheet = sheetOf(el, (caption && textOf(caption)) || label || TABLE[locale](sheets.length + 1), locale);
      if (sheet) sheets.push(sheet);
      label = null;
    } else if (el.tagName === 'p' && !sheets.length) before.push(textOf(el));
  }
  const subtitle = before.filter(Boolean).join(' ').slice(0, SUBTITLE_MAX);
  return { report: 'html', locale, title: docTitle, subtitle, sheets };
}
