import type { RequestView } from '@app/contracts';
import { MatchingResults } from './matching-results';
import type { RequestTabProps } from '../../../lib/popup-tabs';
import { requestKeys } from '../../../lib/request-api';

/** The popup's Matching tab (MATCH-01), rendered by the app's tab renderers. */
export function MatchingTab({ request }: RequestTabProps) {
  return <RequestMatching request={request} />;
}

/** A request's matching: its candidates, offered on the request itself. */
export function RequestMatching({ request }: { request: RequestView }) {
  return (
    <MatchingResults
      resource={`request/${request.id}`}
      queryKey={requestKeys.request(request.id)}
      open={request.open_dayparts}
      scope="request"
      requestsOf={() => [request.id]}
    />
  );
}
