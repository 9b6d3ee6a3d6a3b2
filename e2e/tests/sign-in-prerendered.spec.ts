import { scriptKbOfColdLoad } from '../support/cold-load';
import { expect, test } from '../support/guard';
import { hydrationSeen, watchHydration } from '../support/hydration';
import { BASE_URL } from '../support/product';
import { PASSWORD } from '../support/session';

/**
 * The sign-in page paints from HTML (ADR 0223): the gateway answers /login and a pool's /login/:pool
 * with the page the build pre-rendered, in the language the page starts in (the `locale` cookie,
 * else Dutch); the scripts then take that HTML over as it stands.
 */

const LABELS = {
  nl: ['<html lang="nl">', '<title>Invalpool | Inloggen</title>', 'E-mail of gebruikersnaam', 'Wachtwoord', '>Inloggen</button>'],
  en: ['<html lang="en">', '<title>Invalpool | Log in</title>', 'E-mail or username', 'Password', '>Log in</button>'],
};

test('the first answer for /login and a pool sign-in page holds the form and its labels, in Dutch by default and in English by the cookie', async ({
  request,
}) => {
  for (const path of ['/login', '/login/demo']) {
    const dutch = await (await request.get(path)).text();
    const english = await (await request.get(path, { headers: { cookie: 'locale=en' } })).text();
    for (const [html, labels] of [
      [dutch, LABELS.nl],
      [english, LABELS.en],
    ] as const) {
      expect(html).toContain('data-testid="login-form"');
      expect(html).toContain('data-testid="login-username"');
      expect(html).toContain('data-testid="login-password"');
      for (const label of labels) expect(html).toContain(label);
      // its critical CSS comes along: the form is laid out before any script or style file arrives
      expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
    }
    expect(dutch).not.toContain('E-mail or username');
    expect(english).not.toContain('E-mail of gebruikersnaam');
  }
  // the other app routes keep the empty page
  expect(await (await request.get('/dashboard')).text()).not.toContain('login-form');
});

test('without any script the sign-in form is on screen with its labels', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByLabel('E-mail of gebruikersnaam')).toBeVisible();
  await expect(page.getByLabel('Wachtwoord')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await context.close();
});

test("the scripts take the pre-rendered form over as it stands: no node replaced, no layout shift, and the form is the app's", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await watchHydration(page);
  await page.goto('/login');
  // hydrated: the renderer's marks (its event listeners) sit on the very input the HTML brought
  await expect.poll(() => page.getByTestId('login-username').evaluate((input) => Object.keys(input).length)).toBeGreaterThan(0);
  const seen = await hydrationSeen(page);
  expect(seen.removedFromRoot).toEqual([]);
  expect(seen.textsRewritten).toEqual([]);
  expect(seen.layoutShift).toBe(0);

  // the form is the app's now: an empty submit shows its messages
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('The E-mail or username field is required.')).toBeVisible();

  // the credentials go to the server through the app, whose answer shows inline
  await page.getByTestId('login-username').fill('planner');
  await page.getByTestId('login-password').fill(`${PASSWORD}-wrong`);
  // as a user sees them go: each message leaves with its field's change, and the button moves up
  await expect(page.getByText('The Password field is required.')).toBeHidden();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid credentials.');
  await expect(page).toHaveURL(/\/login$/);
});

// The budget of the sign-in page (ADR 0288): JavaScript on a cold load before the user
// signs in (gzip). Bytes, not time: the same on any machine (bench/login-budget.ts prints Lighthouse's figures).
test('the sign-in page loads at most 100 KB of JavaScript (gzip) on a cold load, none of it the signed-in shell', async ({
  page,
  context,
}) => {
  const { kb, scripts } = await scriptKbOfColdLoad(page, context, '/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(scripts).toBeGreaterThan(0);
  expect(kb).toBeLessThanOrEqual(100);
  // Module Federation's runtime (and the shell that starts it) loads with the page the login goes to
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
});
