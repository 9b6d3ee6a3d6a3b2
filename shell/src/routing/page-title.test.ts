import { profileLabel, type RouteDef } from '@app/contracts';
import { registerTexts, setLocale, textsOf } from '@app/i18n';
import { texts } from '../i18n';
import { decideRoute } from './route-guard';
import { buildTitle, pageTitle } from './page-title';

registerTexts('shell', texts);
const t = textsOf('shell');
const requests: RouteDef[] = [
  { remote: 'mfe_requests', path: '/request/new', title: { nl: 'Aanvragen', en: 'Requests' }, anyOf: [], create: true },
  { remote: 'mfe_requests', path: '/request/:id?/:tab?', title: { nl: 'Aanvragen', en: 'Requests' }, anyOf: [] },
];

describe('page title', () => {
  it('joins product, page title and create new with " | "', () => {
    expect(buildTitle('Requests', 'create new')).toBe('Invalpool | Requests | create new');
    expect(buildTitle('Dashboard', null)).toBe('Invalpool | Dashboard');
    expect(buildTitle(null, null)).toBe('Invalpool');
  });

  it("titles a module's page from its route in the reader's language, and marks only create routes", async () => {
    const admin = { username: 'a', is_sysadmin: true, roles: [], allow: [], finished: 1 } as never;
    await setLocale('en');
    expect(pageTitle(decideRoute('/request/new', '', admin, requests), t, 'en')).toBe('Invalpool | Requests | create new');
    expect(pageTitle(decideRoute('/request/3', '', admin, requests), t, 'nl')).toBe('Invalpool | Aanvragen');
    expect(pageTitle(decideRoute('/login', '', null, null), t, 'en')).toBe('Invalpool | Log in');
    expect(pageTitle(decideRoute('/nope', '', null, requests), t, 'en')).toBe('Invalpool | Page not found');
    expect(pageTitle(decideRoute('/nope', '', null, null), t, 'en')).toBe('Invalpool');
  });
});

describe('profile label', () => {
  it('joins roles with a dash, then @ and the branch', () => {
    const person = { id: 1, full_name: 'Ada', initials: 'A' };
    const roles = [
      { code: 'ROLE_ADMINISTRATOR', name: 'Administrator' },
      { code: 'ROLE_BOARD', name: 'Board' },
    ];
    expect(profileLabel({ id: 1, person, branch: { id: 2, name: 'De Klimop' }, roles })).toBe('Administrator - Board@De Klimop');
    expect(profileLabel({ id: 1, person, branch: null, roles: roles.slice(0, 1) })).toBe('Administrator');
  });
});
