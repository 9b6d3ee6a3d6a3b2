import { ROUTES } from '@app/contracts';
import { pages } from './routes';

describe('mfe_requests routes', () => {
  it('has a page for every route contracts assign to mfe_requests, and no others', () => {
    const owned = ROUTES.filter((r) => r.remote === 'mfe_requests').map((r) => r.path).sort();
    expect(owned.length).toBeGreaterThan(0);
    expect(Object.keys(pages).sort()).toEqual(owned);
  });
});
