import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AvailabilityDefaultsInput, MarkedDaysBody } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { usePeriodChoice } from '../../../components/period-select';
import { contextPath } from '../../../lib/calendar-page-api';
import { planningApi, planningKeys, type PlanningPeriod } from '../../../lib/planning-api';
import { planningUi, usePlanningUi } from '../planning-store';

/** The active periods and the one the planning page shows. */
export const usePeriods = () => usePeriodChoice(usePlanningUi((s) => s.periodId));

/**
 * A person's calendar over the period (switching period refetches: the range is in the key), from
 * the call the page template's context names as assigned_days_url (`person/{id}/calendar-detail`).
 */
export function usePersonCalendar(url: string | null, person: number | null, period: PlanningPeriod | null) {
  const from = period?.start_date ?? '';
  const to = period?.end_date ?? '';
  return useQuery({
    queryKey: planningKeys.calendar(person ?? 0, from, to),
    queryFn: () => planningApi.calendar(contextPath(url!, person), from, to),
    enabled: url !== null && person !== null && period !== null,
  });
}

/** Marks or clears the checked dayparts; on success the selection clears and the calendar refetches. */
export function useMarkDays(person: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkedDaysBody) => planningApi.mark(person, body),
    onSuccess: (_days, body) => {
      const count = Object.values(body.dayparts).reduce((sum, parts) => sum + parts.length, 0);
      toast(t(`planning.marked.${body.action}`, { count }), { severity: 'success', testId: 'planning-toast' });
      planningUi.clearSelection();
      return client.invalidateQueries({ queryKey: planningKeys.calendars(person) });
    },
    onError: (error) => toast(apiErrorText(error, t('planning.mark_failed')), { severity: 'error', testId: 'planning-toast' }),
  });
}

/** Saves slots of the default week to the template's week_schedule_url; the calendar refetches (unmarked days follow it). */
export function useSaveDefaults(url: string, person: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (defaults: AvailabilityDefaultsInput['defaults']) => planningApi.setDefaults(contextPath(url, person), defaults),
    onSuccess: () => {
      toast(t('week.saved'), { severity: 'success', testId: 'planning-toast' });
      return client.invalidateQueries({ queryKey: planningKeys.calendars(person) });
    },
    onError: (error) => toast(apiErrorText(error, t('week.save_failed')), { severity: 'error', testId: 'planning-toast' }),
  });
}
