import type { TFunction } from 'i18next';
import type { PersonDaypartView } from '@app/contracts';

/** A daypart's person-planning state in words: staffed names the request and its branch. */
export function daypartStateText(t: TFunction, view: PersonDaypartView | undefined): string {
  if (!view) return t('states.none');
  if (view.planned) return t('states.staffed_at', { request: view.planned.request, branch: view.planned.branch });
  return t(`states.${view.status}`);
}
