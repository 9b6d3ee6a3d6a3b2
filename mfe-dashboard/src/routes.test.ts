import { ROUTES } from '@app/contracts';
import { pages } from './routes';

describe('mfe_dashboard routes', () => {
  it('has a page for every route contracts assign to mfe_dashboard, and no others', () => {
    const owned = ROUTES.filter((r) => r.remote === 'mfe_dashboard').map((r) => r.path).sort();
    expect(owned.length).toBeGreaterThan(0);
    expect(Object.keys(pages).sort()).toEqual(owned);
  });
});
