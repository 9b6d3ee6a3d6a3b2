import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * Announcements: the administrator adds one in the admin list with the rich-text editor;
 * a school's open dashboard shows it without a reload, and marking it read there takes it off the
 * same user's dashboard in a second browser context, live (docs/announcements.md).
 */

const TEXT =
  'Op vrijdag 4 december is er een studiedag voor alle scholen van de stichting. De leerlingen zijn vrij; invallers hoeven die dag niet te komen.';

async function signedIn(browser: Browser, username: string, pool?: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  const page = await context.newPage();
  await login(page, username, pool ? { pool } : {});
  return page;
}

async function schoolDashboard(browser: Browser): Promise<Page> {
  const page = await signedIn(browser, 'school');
  // a fresh context downloads the dashboard module first; the demo's pinned welcome is always there
  await expect(page.getByTestId('announcements').getByText('Welkom in de vervangingspool')).toBeVisible({ timeout: 30_000 });
  return page;
}

const cardOf = (page: Page, title: string) => page.locator('[data-testid^="announcement-"][data-read]').filter({ hasText: title });

test('an announcement added by the administrator shows live on a school dashboard and, marked read there, leaves the second screen too', async ({
  browser,
}) => {
  const school = await schoolDashboard(browser);
  const secondScreen = await schoolDashboard(browser);

  const admin = await signedIn(browser, 'admin', 'Stichting Demo');
  await admin.goto('/announcement');
  await expect(admin.getByTestId('entity-list-announcement')).toBeVisible({ timeout: 30_000 });
  await admin.getByTestId('entity-list-create').click();
  await expect(admin.getByTestId('entity-create-announcement')).toBeVisible();
  const title = `Studiedag ${Date.now()}`;
  await admin.getByTestId('entity-form-title').fill(title);
  const editor = admin.getByTestId('entity-form-content');
  await editor.click();
  await admin.keyboard.type(TEXT);
  // the first sentence in bold: select it with the keyboard, then the toolbar
  await admin.keyboard.press('Control+Home');
  for (let i = 0; i < 'Op vrijdag'.length; i++) await admin.keyboard.press('Shift+ArrowRight');
  await admin.getByTestId('entity-form-content-bold').click();
  await expect(editor.locator('strong')).toHaveText('Op vrijdag');
  await admin.getByTestId('entity-form-save').click();
  await expect(admin.getByTestId('entity-create-announcement')).toHaveCount(0);

  // both school screens show it without a reload: unread, cut at 120 characters
  for (const page of [school, secondScreen]) {
    const card = cardOf(page, title);
    await expect(card).toHaveAttribute('data-read', 'false');
    await expect(card.locator('[data-testid$="-excerpt"]')).toHaveText(`${TEXT.slice(0, 120)} ...`);
  }
  // unfolded, the rich text keeps its bold words as markup, not as text
  const card = cardOf(school, title);
  await card.locator('[data-testid$="-toggle"]').click();
  await expect(card.locator('[data-testid$="-content"] strong')).toHaveText('Op vrijdag');

  await card.locator('[data-testid$="-mark-read"]').click();
  await expect(cardOf(school, title)).toHaveCount(0);
  await expect(cardOf(secondScreen, title)).toHaveCount(0);
  // the pinned welcome stays on both
  await expect(secondScreen.getByTestId('announcements').getByText('Welkom in de vervangingspool')).toBeVisible();
});
