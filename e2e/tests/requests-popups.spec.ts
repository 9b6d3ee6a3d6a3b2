import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

/**
 * The request popups on a phone: the planner (board role) sees the branch information of a request
 * as its own tab (REQ-POPUP-03), and links its external vacancy (REQ-POPUP-02): a wrong address is
 * refused with the service's message, a right one is saved and logged on the timeline.
 */
test('on a phone the request popup shows its branch and saves its external vacancy', async ({ browser }) => {
  const { token } = await apiToken('planner', 'demo');
  const list = await fetch(`${BASE_URL}/api/request?itemsPerPage=25`, { headers: { authorization: `Bearer ${token}` } });
  const answer = await list.json();
  expect({ status: list.status, some: answer.data?.length > 0 }).toEqual({ status: 200, some: true });
  const [request] = answer.data as { id: number; branch_name: string }[];

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await login(page, 'planner');
  await page.goto(`/request/${request!.id}/branch`);
  await expect(page.getByTestId('request-tab-branch')).toHaveText('Vestiging');
  await expect(page.getByTestId('branch-info-name')).toHaveText(request!.branch_name);
  await expect(page.getByTestId('branch-info-board')).toHaveText('Stichting Demo Bestuur');

  await page.getByTestId('request-vacancy').click();
  const dialog = page.getByTestId('vacancy-dialog');
  await dialog.getByTestId('vacancy-url').fill('vacatures.example.nl/e2e');
  await dialog.getByTestId('vacancy-save').click();
  await expect(dialog).toContainText('De Vacature-url moet een geldige URL zijn.');
  await dialog.getByTestId('vacancy-url').fill('https://vacatures.example.nl/e2e');
  await dialog.getByTestId('vacancy-save').click();
  await expect(dialog).toHaveCount(0);

  await page.getByTestId('request-tab-timeline').click();
  await expect(page.getByTestId('timeline-entry-updated').first()).toContainText('https://vacatures.example.nl/e2e');
  // leaving the request releases the lock the change took
  await page.getByTestId('request-popup-close').click();
  await expect(page).toHaveURL(/\/request$/);
  await phone.close();
});
