import { profileLabel } from '@app/contracts';
import { decideRoute } from './route-guard';
import { buildTitle, titleOf } from './page-title';

describe('page title', () => {
  it('joins product, page title and create new with " | "', () => {
    expect(buildTitle('Requests', 'create new')).toBe('Invalpool | Requests | create new');
    expect(buildTitle('Dashboard', null)).toBe('Invalpool | Dashboard');
    expect(buildTitle(null, null)).toBe('Invalpool');
  });

  it('marks only create routes as create pages', () => {
    const admin = { username: 'a', is_sysadmin: true, roles: [], allow: [], finished: 1 } as never;
    expect(titleOf(decideRoute('/request/new', '', admin))).toEqual({ key: 'page.request', create: true });
    expect(titleOf(decideRoute('/request/3', '', admin))).toEqual({ key: 'page.request', create: false });
    expect(titleOf(decideRoute('/login', '', null))).toEqual({ key: 'page.login', create: false });
    expect(titleOf(decideRoute('/nope', '', null))).toEqual({ key: 'page.not_found', create: false });
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
