import { ExtraPermission as E, matchRoute, rankRoutes } from '@app/contracts';
import { routes } from './routes';

const ranked = rankRoutes(routes);

it('RPT-LOG-01: log/:id?/:tab? opens the log with LOG_REPORT and one log item, with its id and tab, with LOG_VIEW', () => {
  expect(matchRoute('/reports/log', ranked)?.route.anyOf).toEqual([E.LOG_REPORT]);
  const item = matchRoute('/reports/log/1042', ranked);
  expect(item?.route.anyOf).toEqual([E.LOG_VIEW]);
  expect(item?.params).toEqual({ id: '1042' });
  expect(matchRoute('/reports/log/1042/events', ranked)?.params).toEqual({ id: '1042', tab: 'events' });
  // every other report keeps its own route, which any report right reaches (the service checks its own)
  expect(matchRoute('/reports/deployment', ranked)?.route.anyOf).toContain(E.DEPLOYMENT_REPORT);
});
