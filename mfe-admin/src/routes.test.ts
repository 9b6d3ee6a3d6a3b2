import { contractsModalLinks, matchRoute } from '@app/contracts';
import { routes } from './routes';

describe('mfe_admin routes', () => {
  it('gives every management list the spec names a route of the form /{list}/:id?/:tab?', () => {
    const lists = [
      'branch-type',
      'profile-type',
      'vacation',
      'period',
      'contract',
      'contract-type',
      'policy',
      'schedule',
      'week-schedule',
      'reason-for-daypart',
      'label',
      'label-group',
      'reason-for-absence',
      'absence-group',
      'role',
      'account',
      'pool',
      'announcement',
      'work-plan',
      'work-plan-definition',
    ];
    expect(lists.filter((key) => !routes.some((r) => r.path === `/${key}/:id?/:tab?`))).toEqual([]);
  });

  it("RPT-CON-02 opens the contracts report's person links on this module's person page and its availabilities tab", () => {
    const links = contractsModalLinks(12);
    expect(matchRoute(links.person, routes)).toMatchObject({ route: { path: '/person/:id?/:tab?' }, params: { id: '12' } });
    expect(matchRoute(links.availability, routes)).toMatchObject({ params: { id: '12', tab: 'availabilities' } });
  });
});
