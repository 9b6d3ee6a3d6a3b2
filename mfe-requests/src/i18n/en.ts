import { commonEn } from './common/en';
import { createEn } from './create/en';
import { groupsEn } from './groups/en';
import { listEn } from './list/en';
import { matchesEn } from './matches/en';
import { popupEn } from './popup/en';
import { scheduleEn } from './schedule/en';
import { timelineEn } from './timeline/en';
import { workStateEn } from './work-state/en';

/** English texts of mfe-requests, assembled from its parts (each names its own top-level groups). */
export const en = {
  ...commonEn,
  ...popupEn,
  ...scheduleEn,
  ...createEn,
  ...groupsEn,
  ...listEn,
  ...timelineEn,
  ...matchesEn,
  ...workStateEn,
};
