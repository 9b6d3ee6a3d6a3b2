import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { extractText, getDocumentProxy } from 'unpdf';
import { validateXML } from 'xmllint-wasm';
import { BASE_URL } from '../support/product';
import { typeDate } from '../support/dates';
import { login } from '../support/session';

/**
 * The money reports and their exports (docs/report-exports.md) on the demo
 * data: each report opened with its filters, each export format queued, followed and downloaded, its
 * content read back (the XLSX cells, the PDF text, the XML against its schema); the pool tool dialog
 * refuses a period that is not over, then generates last month's declaration and downloads it.
 */
const SCHEMAS = path.join(__dirname, '../../services/reports/src');

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
});

async function exportFile(page: Page, format: string): Promise<{ name: string; file: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByTestId(`report-export-${format}`).click(),
  ]);
  await expect(page.getByTestId('report-export-done')).toBeVisible();
  return { name: download.suggestedFilename(), file: fs.readFileSync((await download.path())!) };
}

async function xsdErrors(xml: string, xsd: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'file.xml', contents: xml }],
    schema: [{ fileName: path.basename(xsd), contents: fs.readFileSync(xsd, 'utf8') }],
  });
  return result.errors.map((e) => e.rawMessage);
}

/**
 * The work state report with its rows. The first visit loads the reports module and asks the report
 * over the demo year: on CI, with the other worker busy, that took over 10 s once (the page was
 * still loading the module), so it gets the 30 s a first load gets elsewhere.
 */
async function openWorkState(page: Page): Promise<void> {
  await page.goto('/reports/work-state');
  await expect(page.getByTestId('report-table-work-state-row').first()).toBeVisible({ timeout: 30_000 });
}

/** The first and last day of last month, YYYY-MM-DD. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
const dutch = (iso: string) => iso.split('-').reverse().join('-');

async function choosePeriod(page: Page, from: string, to: string) {
  await page.getByTestId('report-filter-filters').click();
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await typeDate(page.getByTestId('report-filter-filter-period-from'), dutch(from));
  await typeDate(page.getByTestId('report-filter-filter-period-to'), dutch(to));
  await page.keyboard.press('Escape');
}

test('work state: the lines per branch and person, exported as XLSX with real numbers', async ({ page }) => {
  await openWorkState(page);
  await expect(page.getByTestId('report-table-work-state-totals')).toContainText('Totals');
  const { name, file } = await exportFile(page, 'xlsx');
  expect(name).toMatch(/^Werkstaat_\d{2}-\d{2}-\d{4}_tm_\d{2}-\d{2}-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Branch',
    'Substitute',
    'Dayparts',
    'WTF',
    'Hours',
    'Distance (km)',
    'Travel cost',
    'Approved',
    'Reviewed',
    'Processed',
    'Sent',
  ]);
  expect(sheet.rowCount).toBeGreaterThan(2);
  expect(typeof sheet.getRow(2).getCell(4).value).toBe('number');
  expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.0000');
  expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Total');
});

test('work state: the payroll exports, AFAS (XML against its schema) and the totals (XLSX per substitute and branch)', async ({ page }) => {
  await openWorkState(page);
  await expect(page.getByTestId('report-export-afas')).toHaveText('AFAS (XML)');
  const afas = await exportFile(page, 'afas');
  expect(afas.name).toMatch(/^Werkstaat_AFAS_\d{2}-\d{2}-\d{4}_tm_\d{2}-\d{2}-\d{4}\.xml$/);
  const xml = afas.file.toString('utf8');
  expect(xml).toContain('<HrVarValue');
  expect(await xsdErrors(xml, path.join(SCHEMAS, 'exports/afas-export.xsd'))).toEqual([]);

  const totals = await exportFile(page, 'totals');
  expect(totals.name).toMatch(/^Werkstaat_totalen_\d{2}-\d{2}-\d{4}_tm_\d{2}-\d{2}-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(totals.file as unknown as ArrayBuffer);
  expect(book.worksheets.map((w) => w.name)).toEqual(['Per substitute', 'Per branch']);
  const [persons, branches] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
  expect((persons.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Employee number', 'Substitute', 'Dayparts']);
  expect(persons.rowCount).toBeGreaterThan(2);
  expect(persons.getRow(persons.rowCount).getCell(1).value).toBe('Total');
  // the sum rows of both sheets count the same dayparts
  expect(typeof persons.getRow(persons.rowCount).getCell(3).value).toBe('number');
  expect(branches.getRow(branches.rowCount).getCell(2).value).toBe(persons.getRow(persons.rowCount).getCell(3).value);
});

test('travel expenses: key figures, totals and person tabs, exported as PDF', async ({ page }) => {
  const { from, to } = lastMonth();
  await page.goto('/reports/travel');
  await choosePeriod(page, from, to);
  await expect(page.getByTestId('report-figure-days-value')).toBeVisible();
  await expect(page.getByTestId('report-table-totals-row').first()).toBeVisible();
  await page.locator('[data-testid^="travel-tab-person-"]').first().click();
  await expect(page.locator('[data-testid^="report-table-person-"][data-testid$="-row"]').first()).toBeVisible();
  const { name, file } = await exportFile(page, 'pdf');
  expect(name).toBe(`Reiskosten_${dutch(from)}_tm_${dutch(to)}.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(file));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(text).toContain('Travel expenses');
  expect(text).toContain(`Period ${dutch(from)} to ${dutch(to)}`);
  expect(text).toMatch(/Page 1 of \d+/);
});

test('contracts overview: rows, the modal with its 4-week average, and the CSV export', async ({ page }) => {
  await page.goto('/reports/contracts');
  await expect(page.getByTestId('report-table-contracts-row').first()).toBeVisible();
  await page.locator('[data-testid^="contracts-open-"]').first().click();
  const modal = page.getByTestId('contracts-modal');
  await expect(modal.getByTestId('contracts-week-average')).toHaveValue('4');
  await expect(modal.getByTestId('report-table-weeks-row').first()).toBeVisible();
  await expect(modal.getByTestId('contracts-person-link')).toHaveAttribute('target', '_blank');
  await modal.getByTestId('contracts-week-average').fill('0');
  await expect(modal).toContainText('Enter a whole number from 1 to 52.');
  await modal.getByTestId('contracts-week-average').fill('2');
  await expect(modal.getByTestId('report-table-weeks-row').first()).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  const csv = await exportFile(page, 'csv');
  expect(csv.name).toMatch(/^Contractenoverzicht_.*\.csv$/);
  const lines = csv.file
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('Substitute;Hours;WTF;Contract hours;Worked own branch;Worked on secondment;Absent;Total;Difference');
  // Dutch numbers: a decimal comma, no grouping
  expect(lines[1]).toMatch(/^[^;]+(;-?\d+(,\d+)?){8}$/);
});

test('secondment: details, matrix and totals, or the empty state, on the demo school year', async ({ page }) => {
  await page.goto('/reports/secondment');
  await expect(page.getByTestId('secondment-tab-details').or(page.getByTestId('report-empty'))).toBeVisible();
});

test('pool tool: a period that is not over is refused; last month is generated and its XML fits the schema', async ({ page }) => {
  await page.goto('/reports/pool-tool');
  const kompas = page.locator('[data-testid^="pool-tool-row-"]', { hasText: 'Het Kompas' });
  await expect(kompas).toBeVisible();
  await kompas.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByTestId('pool-tool-dialog');
  await dialog.getByTestId('pool-tool-generate').click();
  await expect(dialog.getByTestId('pool-tool-error')).toHaveText('De datum is onjuist');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const { from, to } = lastMonth();
  await choosePeriod(page, from, to);
  await expect(page.getByTestId('pool-tool-table')).toBeVisible();
  await kompas.getByRole('button', { name: 'Open' }).click();
  if (await dialog.getByTestId('pool-tool-generate').isVisible()) {
    await dialog.getByTestId('pool-tool-generate').click();
    await expect(dialog.or(kompas.getByText(/OK|Errors/))).toBeVisible();
    if (!(await dialog.isVisible())) await kompas.getByRole('button', { name: 'Open' }).click();
  }
  await expect(dialog.getByTestId('pool-tool-replacements')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('pool-tool-download').click()]);
  const xml = fs.readFileSync((await download.path())!, 'utf8');
  expect(await xsdErrors(xml, path.join(SCHEMAS, 'pool-tool/pool-tool.xsd'))).toEqual([]);
  expect(xml).toContain(`<period from="${from}" to="${to}"/>`);
  await expect(dialog).toHaveCount(0);
  await expect(kompas).toContainText(/OK|Errors/);
});
