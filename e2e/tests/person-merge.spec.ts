import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * The de-duplicate persons report and the merge (MD-MERGE-01..11): three persons
 * entered with the same name and birth date; two ticked (the third box disabled), swapped, refused
 * with the overlapping-contract conflict notice, merged once the overlap is left behind, and the
 * list read again without the merged-away person.
 */
test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

test('tick two duplicates, swap, see a conflict notice, merge, and the list refreshes', async ({ page }) => {
  const last = `Dubbel${Date.now().toString(36)}`;
  const person = (first: string) =>
    asAdmin<{ id: number }>('POST', '/person', { first_name: first, last_name: last, initials: 'M.', birth_date: '1991-02-03' });
  const first = await person('Merel');
  const second = await person('MEREL');
  const third = await person('merel');
  const { branches } = await asAdmin<{ branches: { id: number; name: string }[] }>('GET', '/inputs?inputs[branches][search]=Regenboog');
  const [type] = await asAdmin<{ id: number }[]>('GET', '/contract-type?itemsPerPage=25');
  const contract = (personId: number, start: string, end: string) =>
    asAdmin<{ id: number }>('POST', '/contract', {
      person_id: personId,
      contract_type_id: type!.id,
      branch_id: branches[0]!.id,
      start_date: start,
      end_date: end,
    });
  await contract(first.id, '2031-01-01', '2031-12-31');
  const overlapping = await contract(second.id, '2031-06-01', '2032-05-31');
  // four more of the second's contracts overlap the first's: five conflicts in all
  const more: { id: number }[] = [];
  for (const month of ['02', '03', '04', '05']) more.push(await contract(second.id, `2031-${month}-01`, `2031-${month}-20`));

  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/reports/persons');
  await page.getByTestId('duplicates-search').fill(last);
  await page.getByTestId('duplicates-search').press('Enter');
  await expect(page.locator('[data-testid^="duplicates-row-"]')).toHaveCount(3);

  await expect(page.getByTestId('duplicates-merge')).toHaveCount(0);
  await page.getByTestId(`duplicates-check-${first.id}`).check();
  await page.getByTestId(`duplicates-check-${second.id}`).check();
  await expect(page.getByTestId(`duplicates-check-${third.id}`)).toBeDisabled();
  await page.getByTestId('duplicates-merge').click();

  const dialog = page.getByTestId('merge-dialog');
  await expect(dialog.getByTestId('merge-destination-name')).toHaveText(`Merel ${last}`);
  await dialog.getByTestId('merge-swap').click();
  await expect(dialog.getByTestId('merge-destination-name')).toHaveText(`MEREL ${last}`);
  await expect(dialog.getByTestId('merge-other-name')).toHaveText(`Merel ${last}`);
  // mandatory items are ticked and fixed; profiles start unticked
  await expect(dialog.getByTestId('merge-other-flag-request_dates')).toBeChecked();
  await expect(dialog.getByTestId('merge-other-flag-request_dates')).toBeDisabled();

  // swapped back: the first person is the destination again, the second's contract overlaps
  await dialog.getByTestId('merge-swap').click();
  await dialog.getByTestId('merge-submit').click();
  // up to 3 notices, then how many more with a show-all link (MD-MERGE-10)
  await expect(dialog.getByTestId('merge-conflict')).toHaveCount(3);
  await expect(dialog.getByTestId('merge-conflict').first()).toContainText(`of MEREL ${last}`);
  await expect(dialog.getByTestId('merge-conflict').first()).toContainText('overlaps contract');
  await expect(dialog.getByTestId('merge-more-conflicts')).toContainText('There are 2 other conflicts found');
  await dialog.getByTestId('merge-show-all').click();
  await expect(dialog.getByTestId('merge-conflict')).toHaveCount(5);
  await expect(dialog.getByTestId('merge-conflict').last()).toContainText(`Contract ${overlapping.id} of MEREL ${last}`);
  await expect(dialog.getByTestId('merge-more-conflicts')).toHaveCount(0);

  // the overlapping contracts stay with the archived person: the merge goes through
  for (const c of [overlapping, ...more]) await dialog.getByTestId(`merge-other-contract-${c.id}`).uncheck();
  await dialog.getByTestId('merge-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`duplicates-row-${second.id}`)).toHaveCount(0);
  await expect(page.locator('[data-testid^="duplicates-row-"]')).toHaveCount(2);
  await expect(page.getByTestId(`duplicates-check-${third.id}`)).toBeEnabled();

  const merges = await asAdmin<{ other_id: number; moved: Record<string, number> }[]>('GET', `/person/${first.id}/merges`);
  expect(merges.map((m) => m.other_id)).toEqual([second.id]);
});
