import { BestCandidates, MatchingTab } from '../features/request-matching/components/request-matching';
import { ScheduleTab } from '../features/request-schedule/schedule-tab';
import { TimelineTab } from '../features/request-timeline/timeline-tab';
import { WorkStateTab } from '../features/work-state/components/work-state-tab';
import type { RequestTabRenderers } from '../lib/popup-tabs';

/** The request popup's tabs that are features of their own, by tab key; `find-substitute` is the body of that dialog (no tab). */
export const REQUEST_TAB_RENDERERS: RequestTabRenderers = {
  matching: MatchingTab,
  'find-substitute': BestCandidates,
  schedule: ScheduleTab,
  timeline: TimelineTab,
  'work-state': ({ request }) => <WorkStateTab requestId={request.id} />,
};
