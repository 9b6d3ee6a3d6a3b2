import { devices, type Browser, type Page } from '@playwright/test';
import { checkOpenPage, expect, NO_EXCEPTIONS, test } from '../support/guard';
import { openInApp } from '../support/in-app';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

/**
 * Every route of every module's module.json that a role may open, as planner, administrator, school
 * user and substitute (on a phone), in Dutch and in English, opened as the menu opens them (in the
 * app, without a reload; the specs of each screen load it cold): each screen is checked as the guard
 * checks a test's last page (raw text keys, serious axe findings; console errors and 5xx answers
 * throughout), and for words of the other language.
 */
interface ModuleRoute {
  path: string;
  anyOf: string[];
}

const ROLES: { user: string; phone: boolean; pool?: string }[] = [
  { user: 'planner', phone: false },
  { user: 'admin', phone: false, pool: 'Stichting Demo' },
  { user: 'school', phone: false },
  { user: 'invaller', phone: true },
];

/** Words only the screens' own texts use, per language: no pool data holds them (the demo's reason "Geen vervanging nodig" rules out "Geen"). */
const WORDS = {
  nl: [
    'Opslaan',
    'Annuleren',
    'Zoeken',
    'Sluiten',
    'Volgende',
    'Vorige',
    'Aanvragen',
    'Toevoegen',
    'Verwijderen',
    'dagdelen',
    'ochtend',
    'middag',
    'Beschikbaarheid',
  ],
  en: [
    'Save',
    'Cancel',
    'Search',
    'Close',
    'Next',
    'Previous',
    'Requests',
    'Add',
    'Delete',
    'None',
    'dayparts',
    'morning',
    'afternoon',
    'Availability',
    'the',
    'and',
    'with',
  ],
} as const;

function otherLanguageWords(text: string, locale: 'nl' | 'en'): string[] {
  const other = WORDS[locale === 'nl' ? 'en' : 'nl'];
  const words = new Set(text.split(/[^\p{L}]+/u));
  return other.filter((w) => words.has(w));
}

/** A route's address without an id; a route that needs a token (the public answer pages) has its own specs. */
function addressOf(path: string): string | null {
  if (/:[A-Za-z_]+(?=\/|$)/.test(path)) return null;
  return path.replace(/\/:[A-Za-z_]+\?/g, '');
}

async function routesOf(user: string): Promise<string[]> {
  const { token } = await apiToken(user, 'demo');
  const allow = new Set<string>(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).allow);
  const modules = (await (await fetch(`${BASE_URL}/api/modules`)).json()).data.modules as { routes: ModuleRoute[] }[];
  const addresses = modules
    .flatMap((m) => m.routes)
    .filter((r) => r.anyOf.length > 0 && r.anyOf.some((right) => allow.has(right)))
    .map((r) => addressOf(r.path))
    .filter((a): a is string => a !== null);
  return [...new Set(addresses)];
}

async function openAs(browser: Browser, { user, phone, pool }: (typeof ROLES)[number], locale: 'nl' | 'en'): Promise<Page> {
  const { defaultBrowserType: _unused, ...pixel } = devices['Pixel 5'];
  const context = await browser.newContext(phone ? pixel : { viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ name: 'locale', value: locale, url: BASE_URL }]);
  const page = await context.newPage();
  await login(page, user, { pool });
  return page;
}

for (const role of ROLES) {
  const { user, phone } = role;
  for (const locale of ['nl', 'en'] as const) {
    test(`every screen ${user} may open is clean in ${locale}${phone ? ' on a phone' : ''}`, async ({ browser }) => {
      const routes = await routesOf(user);
      expect(routes.length).toBeGreaterThan(0);
      // a screen's own waits below end a hang; the limit grows with the routes (an administrator has
      // the most, and axe on each took 10 to 40 s on a loaded machine: a fixed 4 minutes ran out)
      test.setTimeout(60_000 + routes.length * 30_000);
      const page = await openAs(browser, role, locale);
      const problems: string[] = [];
      for (const route of routes) {
        await openInApp(page, route);
        // the screen has loaded when no loader is left and the page has its heading or main content
        await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
        await checkOpenPage(page, NO_EXCEPTIONS, problems);
        const text = await page.locator('body').innerText();
        for (const word of otherLanguageWords(text, locale)) problems.push(`${route}: "${word}" on a screen in ${locale}`);
      }
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }
}
