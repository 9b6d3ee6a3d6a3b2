import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * The person popup's Work plans, Score, Saving goals, Other data and Data
 * supplier tabs open with the demo substitute's data for an administrator and for a planner, and a data
 * supplier's import (through the API, with its own token) with a refused row shows on the
 * imported person's Data supplier tab.
 */

/** The machine the suite runs on may be busy: the first paint of a popup gets longer than the default. */
const SLOW = { timeout: 30_000 };

async function irisId(): Promise<number> {
  const [iris] = await asAdmin<{ id: number }[]>('GET', `/person?search[name]=${encodeURIComponent('Iris Invaller')}`);
  return iris!.id;
}

/** Opens each tab by its url and checks the demo row it shows. */
async function expectTabsWithData(page: Page, id: number) {
  const tabs: [key: string, testId: string, text: string][] = [
    ['work_plans', 'person-work-plans', 'Groep 5-6'],
    ['score', 'person-scores', 'Goed voorbereide lessen'],
    ['saving_goals', 'person-saving-goals', 'Master Educational Needs'],
    ['data_supplier', 'person-data-supplier', 'AFAS-1001'],
    ['couplings', 'person-couplings', 'AFAS-1001'],
  ];
  for (const [key, testId, text] of tabs) {
    await page.goto(`/person/${id}/${key}`);
    await expect(page.getByTestId('entity-preview-person')).toBeVisible(SLOW);
    await expect(page.getByTestId(testId)).toContainText(text, SLOW);
  }
  // Other data: the demo's person additional fields with her values, in their inputs
  await page.goto(`/person/${id}/other_data`);
  await expect(page.getByTestId('person-other-data-years_experience')).toHaveValue('6', SLOW);
  await expect(page.getByTestId('person-other-data-coc_checked_at')).toHaveValue('15-08-2026');
}

test('an administrator opens the Work plans, Score, Saving goals, Other data, Data supplier, Couplings and PDF tabs with data', async ({
  page,
}) => {
  const id = await irisId();
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await expectTabsWithData(page, id);
  await page.goto(`/person/${id}/score`);
  await expect(page.getByTestId('person-scores-average')).toHaveText('Average: 4 out of 1 scores', SLOW);
  await expect(page.getByTestId('person-scores-editor')).toBeVisible();
  // the PDF of personal data
  await page.goto(`/person/${id}/report`);
  const download = page.waitForEvent('download');
  await page.getByTestId('person-report-download').click(SLOW);
  expect((await download).suggestedFilename()).toBe(`person-${id}.pdf`);
});

test('a planner opens the same tabs with data, read only', async ({ page }) => {
  const id = await irisId();
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'planner');
  await expectTabsWithData(page, id);
  await page.goto(`/person/${id}/saving_goals`);
  await expect(page.getByTestId('person-saving-goals')).toBeVisible(SLOW);
  await expect(page.getByTestId('person-saving-goals-editor')).toHaveCount(0);
});

test("a data supplier's import with a refused row, then the person's Data supplier tab", async ({ page }) => {
  const code = `E2E${Date.now() % 100000}`;
  const supplier = await asAdmin<{ id: number; auth_token: string }>('POST', '/data-supplier', { name: `E2E feed ${code}`, code });
  const externalId = `${code}-1`;
  const res = await fetch(`${BASE_URL}/api/import/persons`, {
    method: 'POST',
    headers: { authorization: `Bearer ${supplier.auth_token}`, 'content-type': 'application/json' },
    body: JSON.stringify([
      { external_id: externalId, first_name: 'Imke', last_name: `Import ${code}` },
      { external_id: `${code}-2`, first_name: 'Rob', birth_date: '2001-02-30' },
    ]),
  });
  expect(res.status).toBe(200);
  const report = (await res.json()).data as { row: number; status: string; id?: number; errors?: Record<string, string[]> }[];
  expect(report).toEqual([
    { row: 1, status: 'created', id: expect.any(Number) },
    {
      row: 2,
      status: 'refused',
      errors: { last_name: ['The Last name field is required.'], birth_date: ['The Birth date is not a valid date.'] },
    },
  ]);
  // a wrong token is refused whole
  const wrong = await fetch(`${BASE_URL}/api/import/persons`, {
    method: 'POST',
    headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
    body: '[]',
  });
  expect(wrong.status).toBe(401);

  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto(`/person/${report[0]!.id}/data_supplier`);
  await expect(page.getByTestId('entity-preview-person')).toBeVisible(SLOW);
  const row = page.getByTestId('person-data-supplier-row');
  await expect(row).toContainText(`E2E feed ${code} (${code})`, SLOW);
  await expect(row).toContainText('Person');
  await expect(row).toContainText(externalId);
});
