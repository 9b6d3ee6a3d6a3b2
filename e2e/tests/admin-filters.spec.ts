import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { firstColumn, rows } from '../support/entity-list';
import { apiToken, login } from '../support/session';

/**
 * The shared filter bar on the person list: filter by branch in the UI, the FILTER_ cache keeps the
 * filter over a reload, the chips show it, and reset clears the filter and the sort.
 */
const filterKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => /^(FILTER|SORT)_/.test(k))
      .sort(),
  );

interface Api {
  token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

async function adminApi(): Promise<Api> {
  const { token } = await apiToken('admin', 'demo');
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${BASE_URL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).data as T;
  };
  return { token, get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

/** Lotte Visser gets a contract at Het Kompas, so the branch filter has a person to find. */
async function contractAtKompas(api: Api): Promise<{ kompas: number; expected: string[] }> {
  const { branches } = await api.get<{ branches: { id: number; name: string }[] }>('/inputs?inputs[branches][search]=Kompas');
  const kompas = branches.find((b) => b.name === 'Het Kompas')!.id;
  const [lotte] = await api.get<{ id: number }[]>(`/person?search[name]=${encodeURIComponent('Lotte Visser')}`);
  const type = await api.post<{ id: number }>('/contract-type', { code: `E2E${Date.now()}`, name: `E2E filter ${Date.now()}` });
  await api.post('/contract', {
    person_id: lotte!.id,
    contract_type_id: type.id,
    branch_id: kompas,
    start_date: '2026-08-01',
    end_date: '2027-07-31',
  });
  const found = await api.get<{ full_name: string }[]>(`/person?itemsPerPage=-1&filters[branch][]=${kompas}`);
  return { kompas, expected: found.map((p) => p.full_name) };
}

test('persons are filtered by branch, the filter survives a reload, and reset clears it and the sort', async ({ page }) => {
  const api = await adminApi();
  const { expected } = await contractAtKompas(api);
  expect(expected).toContain('Lotte Visser');

  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/person');
  await expect(rows(page).first()).toBeVisible();
  const everyone = await firstColumn(page);
  expect(everyone.length).toBeGreaterThan(expected.length);

  // a sort to be reset later
  await page.getByTestId('entity-list-sort-email').click();
  await expect.poll(() => filterKeys(page)).toEqual(['SORT_person']);

  await page.getByTestId('entity-list-filters').click();
  await page.getByTestId('entity-list-filter-branch').click();
  await page.getByTestId('entity-list-filter-branch-search').fill('kompas');
  // the search keeps the match's ancestors: the board shows above Het Kompas
  const menu = page.getByTestId('entity-list-filter-branch-menu');
  await expect(menu.getByRole('button')).toHaveText(['Stichting Demo Bestuur', 'Het Kompas']);
  await menu.getByRole('button', { name: 'Het Kompas' }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await expect.poll(async () => (await firstColumn(page)).sort()).toEqual([...expected].sort());
  await expect(rows(page)).toHaveCount(expected.length);
  await expect(page.getByTestId('entity-list-chip')).toHaveText(['Branch: Het Kompas']);
  await expect(page.getByTestId('entity-list-count')).toHaveText('1');
  const cached = await filterKeys(page);
  expect(cached).toEqual([expect.stringMatching(/^FILTER_person_filter@\d+\.\d+$/), 'SORT_person']);

  await page.reload();
  await expect(page.getByTestId('entity-list-chip')).toHaveText(['Branch: Het Kompas']);
  await expect(rows(page)).toHaveCount(expected.length);
  await expect(rows(page).filter({ hasText: 'Lotte Visser' })).toHaveCount(1);

  await page.getByTestId('entity-list-clear-all').click();
  await expect(page.getByTestId('entity-list-chip')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(everyone.length);
  await expect.poll(() => filterKeys(page)).toEqual([]);
  await page.reload();
  await expect(rows(page)).toHaveCount(everyone.length);
  await expect(page.getByTestId('entity-list-sort-email')).not.toHaveClass(/Mui-active/);
});

test('the archived checkbox sits in the bar and adds its chip; the export carries the filter', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/person');
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('entity-list-filter-archived').check();
  await expect(page.getByTestId('entity-list-chip')).toHaveText(['Show archived']);
  const [request, download] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('csv-export=person')),
    page.waitForEvent('download'),
    page.getByTestId('entity-list-export').click(),
  ]);
  expect(download.suggestedFilename()).toBe('person.csv');
  expect(new URL(request.url()).searchParams.get('filters[archived]')).toBe('1');
});
