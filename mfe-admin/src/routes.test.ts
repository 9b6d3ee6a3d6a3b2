import { matchRoute, ROUTES } from '@app/contracts';
import { en, nl } from '@app/i18n';
import { pages } from './routes';

const text = (resources: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);

describe('mfe_admin routes', () => {
  const owned = ROUTES.filter((r) => r.remote === 'mfe_admin');

  it('has a page for every route contracts assign to mfe_admin, and no others', () => {
    expect(owned.length).toBeGreaterThan(0);
    expect(Object.keys(pages).sort()).toEqual(owned.map((r) => r.path).sort());
  });

  it('gives every management list the spec names and the server serves a route with a translated title', () => {
    const lists = ['branch-type', 'profile-type', 'vacation', 'period', 'contract', 'contract-type', 'policy', 'schedule', 'week-schedule', 'reason-for-daypart', 'label', 'label-group', 'reason-for-absence', 'absence-group', 'role', 'account', 'pool'];
    for (const key of lists) expect(owned.map((r) => r.path)).toContain(`/${key}/:id?/:tab?`);
    for (const route of owned) {
      expect([route.path, typeof text(en, route.title)]).toEqual([route.path, 'string']);
      expect([route.path, typeof text(nl, route.title)]).toEqual([route.path, 'string']);
    }
  });

  it('keeps the public account invitation apart from the account list', () => {
    expect(matchRoute('/account/invite/abc123')?.route.remote).toBe('mfe_public');
    expect(matchRoute('/account/5/summary')).toMatchObject({ route: { remote: 'mfe_admin' }, params: { id: '5', tab: 'summary' } });
    expect(matchRoute('/pool')?.route.path).toBe('/pool/:id?/:tab?');
  });
});
