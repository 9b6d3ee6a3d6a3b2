import type { MatchRecord, RequestGroupView } from '@app/contracts';
import { MatchingResults } from './matching-results';
import { requestKeys } from '../../../lib/request-api';

/** A group's candidate is offered on each member request they fit. */
const membersFitted = (record: MatchRecord) => record.requests ?? [];

/**
 * The request group's Matching tab (MATCH-01: the request-group matching tab): the candidates for
 * the open dayparts of its member requests, each daypart naming its request; an invitation or a
 * reservation goes to each member the candidate fits, through the requests' own offer routes.
 */
export function GroupMatching({ group }: { group: RequestGroupView }) {
  return (
    <MatchingResults
      resource={`request-group/${group.id}`}
      queryKey={requestKeys.group(group.id)}
      open={group.requests.reduce((sum, r) => sum + r.request.open_dayparts, 0)}
      scope="group"
      requestsOf={membersFitted}
    />
  );
}
