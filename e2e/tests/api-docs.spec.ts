import { expect, test } from '../support/guard';

// /api/docs is Swagger UI's own page for developers: its grey version badges and its summary rows
// (a button inside a button) are Swagger UI's markup, not the product's screens
test.use({ guard: { skipAxeRules: ['color-contrast', 'nested-interactive'] } });

test('the published API: /api/openapi.json lists every service and /api/docs shows it under the CSP', async ({ page, request }) => {
  const doc = await (await request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  // the launcher hands the gateway every service's declarations, the placeholders' health routes too
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/login_check',
      '/api/person/{id}',
      '/api/outbox',
      '/api/staffing/health',
      '/api/reports/health',
      '/api/modules',
    ]),
  );

  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Invalpool API/ })).toBeVisible();
  await page.getByRole('heading', { name: 'identity' }).click();
  const login = page.locator('.opblock').filter({ hasText: '/api/login_check' });
  await login.locator('.opblock-summary').click();
  await expect(login.getByText('Public: no token needed.')).toBeVisible();
  expect(refused).toEqual([]);
});
