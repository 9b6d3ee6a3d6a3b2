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

/**
 * PLT-DLG-02 and 03: the absentee's name on the request's Details tab opens the person preview, 400
 * wide, with the e-mail address as a mailto: link and, for the planner (PERSON_VIEW), the link that
 * opens the person popup in a new tab.
 */
test('PLT-DLG-02 the absentee name opens the person preview with its mailto link and the person popup link', async ({ page }) => {
  const { token } = await apiToken('planner', 'demo');
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await fetch(`${BASE_URL}/api/request?itemsPerPage=50`, { headers })).json();
  const withAbsentee = (list.data as { id: number; absentee_name: string | null }[]).find((r) => r.absentee_name);
  expect(withAbsentee).toBeTruthy();
  const request = (await (await fetch(`${BASE_URL}/api/request/${withAbsentee!.id}`, { headers })).json()).data;
  const absentee = request.absentee_person as { id: number; full_name: string };
  const preview = await fetch(`${BASE_URL}/api/person/${absentee.id}/preview`, { headers });
  expect(preview.status).toBe(200);
  const person = (await preview.json()).data as { email: string | null };

  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'planner');
  await page.goto(`/request/${withAbsentee!.id}/summary`);
  await page.getByTestId('details-absentee-preview').click();
  const dialog = page.getByTestId('person-preview');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toContainText(absentee.full_name);
  expect((await dialog.boundingBox())!.width).toBe(400);
  if (person.email) await expect(dialog.getByTestId('person-preview-email')).toHaveAttribute('href', `mailto:${person.email}`);
  const open = dialog.getByRole('link', { name: 'Open person in a new tab' });
  await expect(open).toHaveAttribute('href', `/person/${absentee.id}/summary`);
  await expect(open).toHaveAttribute('target', '_blank');
  await dialog.getByTestId('person-preview-tab-comments').click();
  await dialog.getByTestId('person-preview-close').click();
  await expect(dialog).toHaveCount(0);
});
