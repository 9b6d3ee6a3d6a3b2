import type { RequestView } from '@app/contracts';
import { MatchingResults } from './matching-results';
import type { RequestTabProps } from '../../../lib/popup-tabs';
import { requestKeys } from '../../../lib/request-api';

/** The popup's Matching tab (MATCH-01), rendered by the app's tab renderers. */
export function MatchingTab({ request }: RequestTabProps) {
  return <RequestMatching request={request} />;
}

/** Find my substitute's body (REQ-POPUP-02, ADR 0282): the same matching, its best candidates only. */
export function BestCandidates({ request }: RequestTabProps) {
  return <RequestMatching request={request} bestOnly />;
}

/** A request's matching: its candidates, offered on the request itself; `bestOnly` the best few under the default filters. */
export function RequestMatching({ request, bestOnly = false }: { request: RequestView; bestOnly?: boolean }) {
  return (
    <MatchingResults
      resource={`request/${request.id}`}
      queryKey={requestKeys.request(request.id)}
      open={request.open_dayparts}
      scope="request"
      requestsOf={() => [request.id]}
      bestOnly={bestOnly}
    />
  );
}
