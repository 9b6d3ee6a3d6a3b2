import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

interface Blockade {
  id: number;
  remark: string | null;
}

/**
 * Blockades as master data with screens: an administrator adds a personal
 * blockade for the demo substitute at a school in the person popup's Blockades tab, and the
 * Matching tab of a request at that school lists the substitute as excluded with the reason.
 */
test('a personal blockade at a school excludes the substitute from the matching of a request there, with the reason', async ({ page }) => {
  const [iris] = await asAdmin<{ id: number }[]>('GET', `/person?search[name]=${encodeURIComponent('Iris Invaller')}`);
  // a request with open dayparts where the substitute is a candidate now
  const requests = await asAdmin<{ id: number; open_dayparts: number }[]>('GET', '/request?itemsPerPage=100');
  let target: { id: number; branch: { id: number; name: string } } | null = null;
  for (const request of requests.filter((r) => r.open_dayparts > 0)) {
    const candidates = await asAdmin<{ id: number }[]>('GET', `/request/${request.id}/matching`);
    if (candidates.some((c) => c.id === iris!.id)) {
      target = await asAdmin('GET', `/request/${request.id}`);
      break;
    }
  }
  expect(target, 'a request where the demo substitute is a candidate').not.toBeNull();
  const { id: requestId, branch } = target!;
  const remark = `E2E blokkade ${Date.now()}`;

  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto(`/person/${iris!.id}/blockades`);
  await expect(page.getByTestId('person-blockades')).toBeVisible();
  await page.getByTestId('blockades-add').click();
  await expect(page.getByTestId('blockade-dialog-title')).toHaveText('Blockade - Iris Invaller');
  await page.getByTestId('blockade-kind-personal').check();
  await page.getByTestId(`blockade-branch-${branch.id}`).check();
  await expect(page.getByTestId('blockade-dialog-title')).toHaveText(`Blockade - ${branch.name} - Iris Invaller`);
  await page.getByTestId('blockade-remark').fill(remark);
  await page.getByTestId('blockade-save').click();
  await expect(page.getByTestId('person-blockades-notice')).toHaveText('The blockade was saved.');

  const { blockades } = await asAdmin<{ blockades: Blockade[] }>('GET', `/person/${iris!.id}/blockades`);
  const made = blockades.find((b) => b.remark === remark)!;
  try {
    await expect(page.getByTestId(`blockade-${made.id}`)).toContainText('Personal blockade');
    await expect(page.getByTestId(`blockade-${made.id}`)).toContainText(branch.name);

    await page.goto(`/request/${requestId}/matching`);
    await expect(page.getByTestId('matches-total')).toBeVisible();
    await expect(page.getByTestId(`match-${iris!.id}`)).toHaveCount(0);
    await page.getByTestId('matches-excluded-switch').click();
    await expect(page.getByTestId(`excluded-${iris!.id}`)).toContainText('Iris Invaller');
    await expect(page.getByTestId(`excluded-${iris!.id}`)).toContainText(`person blocked for the listed branches (${branch.name})`);
  } finally {
    // the other specs match the same substitute
    await asAdmin('POST', '/blockade/mass-delete', { ids: [made.id] });
  }
});

/**
 * MD-BLK-07 with the default roles (ADR 0175): a board planner reads a substitute's blockades at
 * the branches of its board and the certificates of conduct, without the buttons to change them.
 */
test("MD-BLK-07: a board planner reads a substitute's blockades and certificates of conduct, read only", async ({ page }) => {
  const [iris] = await asAdmin<{ id: number }[]>('GET', `/person?search[name]=${encodeURIComponent('Iris Invaller')}`);
  const [school] = await asAdmin<{ id: number }[]>('GET', `/branch?search[name]=${encodeURIComponent('Het Kompas')}`);
  const remark = `E2E planner ${Date.now()}`;
  const made = await asAdmin<Blockade>('POST', '/blockade', {
    person_id: iris!.id,
    pool: true,
    branches: [school!.id],
    start_date: '2030-01-01',
    remark,
  });
  try {
    await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
    await login(page, 'planner');
    await page.goto(`/person/${iris!.id}/blockades`);
    await expect(page.getByTestId('person-blockades')).toBeVisible();
    await expect(page.getByTestId(`blockade-${made.id}`)).toContainText('Het Kompas');
    await expect(page.getByTestId('blockades-add')).toHaveCount(0);
    await page.goto(`/person/${iris!.id}/conduct`);
    await expect(page.getByTestId('person-conducts')).toBeVisible();
    await expect(page.getByTestId('conducts-add')).toHaveCount(0);
  } finally {
    await asAdmin('POST', '/blockade/mass-delete', { ids: [made.id] });
  }
});
