import type { en } from './en';
import { commonNl } from './common/nl';
import { createNl } from './create/nl';
import { groupsNl } from './groups/nl';
import { listNl } from './list/nl';
import { matchesNl } from './matches/nl';
import { popupNl } from './popup/nl';
import { scheduleNl } from './schedule/nl';
import { timelineNl } from './timeline/nl';
import { workStateNl } from './work-state/nl';

/** Dutch texts of mfe-requests (the default language), typed against en.ts so no key goes missing. */
export const nl: typeof en = {
  ...commonNl,
  ...popupNl,
  ...scheduleNl,
  ...createNl,
  ...groupsNl,
  ...listNl,
  ...timelineNl,
  ...matchesNl,
  ...workStateNl,
};
