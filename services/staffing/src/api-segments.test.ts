import { SERVICE_OF_SEGMENT, SERVICE_OF_SUBRESOURCE } from '@app/contracts';
import { staffingApi } from './app';

/**
 * The gateway sends `/api/<segment>/...` to the service SERVICE_OF_SEGMENT names (or a
 * sub-resource's owner): every route staffing declares must be reachable that way, else it is
 * published in the API documents but answered 404 through the gateway (as `/planning/proposal` was).
 */
it("routes every declared staffing path to staffing through the gateway's segment table", () => {
  const lost = staffingApi.routes
    .map((r) => r.path.split('/'))
    .filter(([, segment, , sub]) => {
      if (segment === 'staffing') return false;
      const owner = SERVICE_OF_SUBRESOURCE[segment!]?.[sub ?? ''] ?? SERVICE_OF_SEGMENT[segment!];
      return owner !== 'staffing';
    })
    .map((parts) => parts.join('/'));
  expect(lost).toEqual([]);
});
