import { expect, test } from '../support/guard';
import { calendarDay, chooseOption, dragDays, openRequestNumber } from '../support/requests';
import { typeDate } from '../support/dates';
import { login } from '../support/session';

// A week in March 2027 of the demo's school year 2026-2027: Monday 8 to Thursday 11.
const WEEK = ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11'];

/**
 * End to end: a planner reports an absence through the stepper with a drag on the year
 * calendar, acts on its dayparts with a reason, and a second user sees the lock and the change
 * live; the request is found by its number and joins a group.
 */
test('a request is created with a drag, acted on with reasons, and another user sees its lock and change live', async ({ browser }) => {
  test.setTimeout(120_000);
  const planner = await browser.newContext();
  const page = await planner.newPage();
  await login(page, 'planner');

  // the drawer's add button opens the stepper
  await page.getByTestId('add-request').click();
  await expect(page).toHaveURL(/\/request\/new$/);
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('create-step-data')).toContainText('Selecteer een rooster');

  await chooseOption(page, 'create-form-branch', 'De Regenboog', 'Regenboog');
  await chooseOption(page, 'create-form-schedule', /^Groep 1 t\/m 8/);
  // a vacancy needs no absentee (its reason says so)
  await chooseOption(page, 'create-form-reason_for_absence', 'Vacature', 'Vac');
  await page.getByTestId('create-form-general_remark').fill('E2E: groep 5 tijdelijk zonder leerkracht');
  await page.getByTestId('create-next').click();

  const calendar = page.getByTestId('create-calendar');
  await expect(calendar).toBeVisible();
  await dragDays(page, calendar, WEEK);
  for (const date of WEEK) await expect(calendarDay(calendar, date)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('create-chosen-count')).toContainText('4 dagen');
  // the same drag again deselects the range (CAL-SEL-03)
  await dragDays(page, calendar, WEEK);
  await expect(calendarDay(calendar, WEEK[0]!)).toHaveAttribute('aria-selected', 'false');
  await dragDays(page, calendar, WEEK);
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('create-summary')).toContainText('van 08-03-2027 tot en met 11-03-2027');
  await page.getByTestId('create-save').click();

  await expect(page).toHaveURL(/\/request\/\d+\/summary$/);
  const number = openRequestNumber(page);
  await expect(page.getByTestId('request-details-branch')).toHaveText('De Regenboog');

  // a second user with the request open
  const other = await browser.newContext();
  const watcher = await other.newPage();
  await login(watcher, 'admin', { pool: 'Stichting Demo' });
  await watcher.goto(`/request/${number}/summary`);
  await expect(watcher.getByTestId('request-lock-label')).toHaveText('Niet vergrendeld');
  const closedBefore = await watcher.getByTestId('request-details-dayparts').innerText();

  // the planner closes Monday's dayparts: choosing the action takes the lock
  await page.getByTestId('request-tab-schedule').click();
  const schedule = page.getByTestId('schedule-calendar');
  await calendarDay(schedule, WEEK[0]!).scrollIntoViewIfNeeded();
  await calendarDay(schedule, WEEK[0]!).click();
  await page.getByTestId('daypart-action-close').click();
  const dialog = page.getByTestId('daypart-action-dialog');
  await expect(dialog).toBeVisible();
  await expect(watcher.getByTestId('request-lock-label')).toContainText('Vergrendeld door');
  await expect(watcher.getByTestId('request-lock-switch')).toBeDisabled();

  await dialog.getByTestId('daypart-action-confirm').click();
  await expect(dialog).toContainText('Het veld Reden is verplicht.');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Geen vervanging nodig' }).click();
  await dialog.getByTestId('daypart-action-comment').fill('Groep gaat op schoolreis');
  await dialog.getByTestId('daypart-action-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('daypart-action-toast')).toContainText('dagdelen gesloten');

  // the watcher is told, in its own language, and its view refreshes
  await expect(watcher.getByTestId('request-notification')).toContainText(`Dagdelen van aanvraag #${number} zijn gesloten`);
  await expect(watcher.getByTestId('request-details-dayparts')).not.toHaveText(closedBefore);

  // released with the switch: the watcher sees it at once
  await page.getByTestId('request-lock-switch').click();
  await expect(watcher.getByTestId('request-lock-label')).toHaveText('Niet vergrendeld');
  await expect(page.getByTestId('request-lock-label')).toHaveText('Niet vergrendeld');

  // the timeline names what happened, who and why
  await page.getByTestId('request-tab-timeline').click();
  await expect(page.getByTestId('timeline-entry-daypart_closed')).toContainText('Geen vervanging nodig: Groep gaat op schoolreis');
  await expect(page.getByTestId('timeline-entry-created')).toBeVisible();
  await other.close();

  // found by its number from the chrome
  await page.getByTestId('request-popup-close').click();
  await expect(page).toHaveURL(/\/request$/);
  await page.getByTestId('request-search').fill('999999999');
  await page.getByTestId('request-search').press('Enter');
  await expect(page.getByTestId('request-search-error')).toContainText('999999999');
  await page.getByTestId('request-search').fill(String(number));
  await expect(page.getByTestId('request-search-error')).toHaveCount(0);
  await page.getByTestId('request-search').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/request/${number}/summary$`));
  await page.getByTestId('request-popup-close').click();

  // and built into a group
  await page.getByRole('link', { name: 'Aanvraaggroepen' }).click();
  await page.getByTestId('group-create').click();
  const popup = page.getByTestId('group-popup');
  await popup.getByTestId('group-form-reference').fill(`E2E groep ${number}`);
  await typeDate(popup.getByTestId('group-form-period_start'), '01-03-2027');
  await typeDate(popup.getByTestId('group-form-period_end'), '31-03-2027');
  await popup.getByTestId('group-form-save').click();
  await expect(page).toHaveURL(/\/request-group\/\d+\/summary$/);
  const group = Number(/request-group\/(\d+)/.exec(page.url())![1]);
  await page.getByTestId('group-popup-close').click();
  const card = page.getByTestId(`group-card-${group}`);
  await card.getByTestId(`group-card-${group}-toggle`).click();
  await card.getByTestId(`group-card-${group}-add`).click();
  const add = page.getByTestId('add-request-dialog');
  await add.getByTestId('add-request-search').fill(String(number));
  await page.getByRole('option', { name: new RegExp(`^#${number} `) }).click();
  await add.getByTestId('add-request-confirm').click();
  await expect(add).toHaveCount(0);
  await expect(card.getByTestId(`group-${group}-request-${number}`)).toBeVisible();
  await expect(card).toContainText('1 van 6 aanvragen');
  await planner.close();
});
