import { ROUTES } from '@app/contracts';
import { pages } from './routes';

describe('mfe_public routes', () => {
  it('has a page for every route contracts assign to mfe_public, and no others', () => {
    const owned = ROUTES.filter((r) => r.remote === 'mfe_public').map((r) => r.path).sort();
    expect(owned.length).toBeGreaterThan(0);
    expect(Object.keys(pages).sort()).toEqual(owned);
  });
});
