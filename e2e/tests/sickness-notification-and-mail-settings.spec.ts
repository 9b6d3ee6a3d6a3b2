import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { mailText } from '../support/outbox';
import { calendarDay, chooseOption } from '../support/requests';
import { login } from '../support/session';

// Thursday 18 and Friday 19 March 2027, in the demo's school year
const DAYS = ['2027-03-18', '2027-03-19'];
const SCHOOL_MAIL = 'administratie@regenboog.e2e.test';

/**
 * MD-SET-08 (ADR 0308): an absence reported through the stepper, which saves the request and then
 * its dayparts, mails its school with the absence's dates and dayparts. ID-PERM-10 (ADR 0307): the
 * administrator sees the person card's mail setting.
 */
test('MD-SET-08 the stepper reports an absence and the school gets a mail naming its dates and dayparts', async ({ page }) => {
  test.setTimeout(120_000);
  const branches = await asAdmin<{ id: number; name: string }[]>('GET', '/branch?search[name]=Regenboog');
  const regenboog = branches.find((b) => b.name === 'De Regenboog')!;
  await asAdmin('PUT', `/branch/${regenboog.id}`, { email: SCHOOL_MAIL });
  await asAdmin('PUT', `/branch/${regenboog.id}/settings/send_sickness_notification`, { value: 'always_on' });

  await login(page, 'planner');
  await page.getByTestId('add-request').click();
  await chooseOption(page, 'create-form-branch', 'De Regenboog', 'Regenboog');
  await chooseOption(page, 'create-form-schedule', /^Groep 1 t\/m 8/);
  await chooseOption(page, 'create-form-reason_for_absence', 'Ziekte', 'Ziek');
  const absentee = page.getByTestId('create-form-absentee_person');
  await absentee.click();
  const option = page.getByRole('option').first();
  const name = (await option.innerText()).split('\n')[0]!.trim();
  await option.click();
  await page.getByTestId('create-next').click();

  const calendar = page.getByTestId('create-calendar');
  await expect(calendar).toBeVisible();
  for (const date of DAYS) await calendarDay(calendar, date).click();
  await expect(page.getByTestId('create-chosen-count')).toContainText('2 dagen');
  await page.getByTestId('create-next').click();
  // always on: ticked and fixed
  await expect(page.getByTestId('create-sickness-notification')).toBeChecked();
  const since = Date.now();
  await page.getByTestId('create-save').click();
  await expect(page).toHaveURL(/\/request\/\d+\/summary$/);

  const [text] = await mailText(SCHOOL_MAIL, /is afwezig gemeld bij De Regenboog[\s\S]*/, since);
  expect(text).toContain(name);
  expect(text).toContain('Afwezig op:\n- 18-03-2027 ochtend en middag\n- 19-03-2027 ochtend en middag');
  expect(text).toContain('Absent on:\n- 18-03-2027 morning and afternoon\n- 19-03-2027 morning and afternoon');
});

test('ID-PERM-10 the administrator sees and sets the mail setting on the person card', async ({ page }) => {
  const [person] = await asAdmin<{ id: number }[]>('GET', '/person?itemsPerPage=25');
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto(`/person/${person!.id}`);
  await expect(page.getByTestId('entity-preview-person')).toBeVisible();
  const box = page.getByTestId('entity-form-notification_mails_off');
  await expect(box).not.toBeChecked();
  await expect(page.getByText('Geen notificatiemails')).toBeVisible();
  await box.check();
  await page.getByTestId('entity-form-save').click();
  await expect(page.getByTestId('entity-popup-toast').filter({ hasText: /opgeslagen|saved/ })).toBeVisible();
  expect(await asAdmin<{ notification_mails_off: boolean }>('GET', `/person/${person!.id}`)).toMatchObject({
    notification_mails_off: true,
  });
  await asAdmin('PUT', `/person/${person!.id}`, { notification_mails_off: false });
});
