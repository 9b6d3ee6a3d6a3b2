import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

test('the persons list header shows its help tooltip and, for a board planner, the reports button', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  // planner is bound to the board (branch type level 1): the reports block (max 2 levels) shows
  await login(page, 'planner');
  await page.goto('/person');
  await expect(page.getByTestId('entity-list-person')).toBeVisible();
  await expect(page.getByTestId('entity-list-reports')).toBeVisible();

  await page.getByTestId('entity-list-help').hover();
  const tooltip = page.getByTestId('entity-list-help-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.getByText('Finding persons')).toBeVisible();
  await expect(tooltip.getByRole('listitem')).toHaveText([
    'The search looks in the full name, the e-mail address and the personnel number.',
    'The branch filter shows persons with a running contract at that branch or a branch below it.',
    'Archived persons show only with "Show archived".',
  ]);

  await page.getByTestId('entity-list-reports').click();
  await expect(page).toHaveURL(/\/reports$/);
});
