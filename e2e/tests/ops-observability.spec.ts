import { expect, test } from '../support/guard';

/**
 * The page's error reports: an uncaught error of the page goes to the gateway's
 * endpoint with the request id of the API call that failed before it, the same id the gateway answered
 * that call with, so the server's log lines of the call are found from the report.
 */
// the uncaught error is what this spec provokes and follows to the server's log
test.use({ guard: { allowErrors: [/e2e: something broke after a failed call/] } });
test('an uncaught error is reported with the request id of the last failed call', async ({ page }) => {
  await page.goto('/login');
  const failed = page.waitForResponse((r) => r.url().includes('/api/auth/pool') && r.status() === 401);
  await page.getByTestId('login-username').fill('planner');
  await page.getByTestId('login-password').fill('not the password');
  await page.getByTestId('login-submit').click();
  const failedCall = await failed;
  const requestId = await failedCall.headerValue('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');
  const accepted = page.waitForResponse((r) => r.url().endsWith('/api/client-errors'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: something broke after a failed call');
    });
  });
  const body = (await report).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    kind: 'error',
    message: 'e2e: something broke after a failed call',
    page: '/login',
    request_id: requestId,
    failed_call: { method: 'POST', path: '/auth/pool', status: 401 },
    app_version: 'v2025.10.5',
  });
  expect((await accepted).status()).toBe(200);
});
