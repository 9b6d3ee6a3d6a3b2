import { compareSpecificity, matchRoute, rankRoutes } from './routes';

describe('route matching', () => {
  it('reads required and optional parameters', () => {
    const routes = [{ path: '/request/:id?/:tab?' }, { path: '/doc-viewer/:entity/:entityId/document/:docId' }];
    expect(matchRoute('/request/12/summary', routes)?.params).toEqual({ id: '12', tab: 'summary' });
    expect(matchRoute('/request', routes)?.params).toEqual({});
    expect(matchRoute('/doc-viewer/person/3/document/9', routes)?.params).toEqual({ entity: 'person', entityId: '3', docId: '9' });
    expect(matchRoute('/doc-viewer/person/3', routes)).toBeNull();
  });

  it("ranks the modules' routes most specific first, whatever order the modules came in", () => {
    const ranked = rankRoutes([
      { path: '/account/:id?/:tab?', owner: 'mfe_admin' },
      { path: '/person/:id?/:tab?', owner: 'mfe_admin' },
      { path: '/account/invite/:token', owner: 'mfe_public' },
      { path: '/person/me/:tab?', owner: 'mfe_admin' },
      { path: '/person/new', owner: 'mfe_admin' },
    ]);
    expect(matchRoute('/account/invite/abc', ranked)?.route.owner).toBe('mfe_public');
    expect(matchRoute('/account/5/summary', ranked)?.route.owner).toBe('mfe_admin');
    expect(matchRoute('/person/me', ranked)?.route.path).toBe('/person/me/:tab?');
    expect(matchRoute('/person/new', ranked)?.route.path).toBe('/person/new');
    expect(matchRoute('/person/5', ranked)?.route.path).toBe('/person/:id?/:tab?');
  });

  it('puts a fixed segment before a parameter, a required parameter before an optional one, a shorter pattern first', () => {
    expect(compareSpecificity('/a/b', '/a/:x')).toBeLessThan(0);
    expect(compareSpecificity('/a/:x', '/a/:x?')).toBeLessThan(0);
    expect(compareSpecificity('/a', '/a/:x?')).toBeLessThan(0);
    expect(compareSpecificity('/a/:x', '/b/:y')).toBe(0);
  });

  it('keeps the order of equal patterns (the registry order decides)', () => {
    expect(
      rankRoutes([
        { path: '/x', n: 1 },
        { path: '/x', n: 2 },
      ]).map((r) => r.n),
    ).toEqual([1, 2]);
  });
});
