import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { rows } from '../support/entity-list';
import { login } from '../support/session';

/**
 * The work plans and work plan definitions lists (MD-GEN-03, ADR 0109): the administrator makes the
 * policy's norm for a branch and period, then a work plan there with blank hours starts from it and
 * shows in the work plans list with the norm and the difference.
 */
const stamp = Date.now();
const BRANCH = `Werkplanschool ${stamp}`;
const PERIOD = `Werkplanperiode ${stamp}`;

test.beforeAll(async () => {
  // a branch and period of its own, so the demo's plans and a rerun never collide with this one
  const boards = await asAdmin<{ id: number; name: string }[]>('GET', '/branch?search[name]=Stichting%20Demo%20Bestuur');
  const types = await asAdmin<{ branch_types: { id: number; name: string }[] }>('GET', '/inputs?inputs[branch_types][search]=');
  const school = types.branch_types.find((t) => t.name === 'School')!;
  await asAdmin('POST', '/branch', { name: BRANCH, branch_type_id: school.id, parent_id: boards[0]!.id });
  await asAdmin('POST', '/period', { name: PERIOD, start_date: '2031-08-01', end_date: '2032-07-31', active: true });
});

/** Types into an autocomplete field of the template form and picks the option named exactly `name`. */
async function choose(page: Page, field: string, search: string, name: string | RegExp) {
  await page.getByTestId(`entity-form-${field}`).click();
  await page.getByTestId(`entity-form-${field}`).fill(search);
  await page
    .getByRole('option', { name: typeof name === 'string' ? new RegExp(`^${name}$`) : name })
    .first()
    .click();
}

test('the administrator makes a work plan definition and a work plan that starts from it', async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });

  // the definition: the policy's norm at the new school for the new period
  await page.goto('/work-plan-definition');
  await expect(page.getByTestId('entity-list-create')).toBeVisible();
  await page.getByTestId('entity-list-create').click();
  await expect(page.getByTestId('entity-create-work-plan-definition')).toBeVisible();
  await choose(page, 'branch_id', 'Werkplanschool', BRANCH);
  await choose(page, 'period_id', 'Werkplanperiode', PERIOD);
  await page.getByTestId('entity-form-hours').fill('20');
  await page.getByTestId('entity-form-description').fill('Norm E2E');
  await page.getByTestId('entity-form-sustainable_employability').fill('3');
  await page.getByTestId('entity-form-save').click();
  await expect(page.getByTestId('entity-create-work-plan-definition')).toHaveCount(0);
  await page.getByTestId('entity-list-search').fill(BRANCH);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Norm E2E');

  // the work plans list from the menu; a plan for Iris there with blank hours
  await page.getByTestId('menu-item-work-plan').click();
  await expect(page).toHaveURL(/\/work-plan$/);
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('entity-list-create').click();
  await expect(page.getByTestId('entity-create-work-plan')).toBeVisible();
  await choose(page, 'person_id', 'Iris', /Iris/);
  await choose(page, 'branch_id', 'Werkplanschool', BRANCH);
  await choose(page, 'period_id', 'Werkplanperiode', PERIOD);
  await page.getByTestId('entity-form-save').click();
  await expect(page.getByTestId('entity-create-work-plan')).toHaveCount(0);

  // it took the definition's hours, description and sustainable employability: no difference
  await page.getByTestId('entity-list-search').fill('Iris');
  const plan = rows(page).filter({ hasText: BRANCH });
  await expect(plan).toHaveCount(1);
  await expect(plan.getByRole('cell')).toContainText([/Iris/, BRANCH, PERIOD, '20', '20', '0', '0', '3', 'Norm E2E']);
});
