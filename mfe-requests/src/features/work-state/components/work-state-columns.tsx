import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import type { WorkStateLine, WorkStateSettings, WorkStateTotals } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { navigate } from '@app/platform/navigation';
import { daypartName } from '../../../lib/daypart-text';
import { formatEuro, formatHours, formatKm, formatWtf } from '@app/platform/numbers';
import { shownSteps } from '../hooks/work-state-actions';
import { SentMark, StepMark } from './step-mark';

/** A column of the work-state table (WS-05..WS-07): its header, cell, sort key and its part of the totals row. */
export interface WorkStateColumn {
  key: string;
  label: string;
  /** the list's `sortBy[column]` (WORK_STATE_LIST_SORTS); none: not sortable */
  sort?: string;
  numeric?: boolean;
  cell(line: WorkStateLine): ReactNode;
  total?(totals: WorkStateTotals): string;
}

const requestHref = (line: WorkStateLine) => `/request/${line.request.id}/work-state`;

/**
 * The columns in their order: date (DD-MM-YYYY), daypart, request, branch, reason, person, the
 * amounts, one per step switched on (the Sent column shows the payroll state), one per named extra
 * checkmark, and the payroll ids. `inRequest`: the request's own tab leaves out request and branch.
 */
export function workStateColumns(t: TFunction, settings: WorkStateSettings, inRequest = false): WorkStateColumn[] {
  const columns: (WorkStateColumn | false)[] = [
    { key: 'date', label: t('work_state.columns.date'), sort: 'date', cell: (l) => formatDisplayDate(l.date) },
    { key: 'daypart', label: t('work_state.columns.daypart'), cell: (l) => daypartName(t, l.daypart) },
    !inRequest && {
      key: 'request',
      label: t('work_state.columns.request'),
      sort: 'request',
      cell: (l) => (
        <Link
          component="button"
          data-testid={`work-state-request-${l.id}`}
          onClick={(e) => {
            e.stopPropagation();
            navigate(requestHref(l));
          }}
        >
          {l.request.name}
        </Link>
      ),
    },
    !inRequest && { key: 'branch', label: t('work_state.columns.branch'), sort: 'branch_name', cell: (l) => l.request.branch.name },
    { key: 'reason', label: t('work_state.columns.reason'), cell: (l) => l.request.reason_for_absence?.description ?? '' },
    { key: 'person', label: t('work_state.columns.person'), sort: 'person_name', cell: (l) => l.person?.full_name ?? '' },
    {
      key: 'wtf',
      label: t('work_state.columns.wtf'),
      sort: 'wtf',
      numeric: true,
      cell: (l) => formatWtf(l.wtf),
      total: (s) => formatWtf(s.wtf),
    },
    {
      key: 'hours',
      label: t('work_state.columns.hours'),
      sort: 'hours',
      numeric: true,
      cell: (l) => formatHours(l.hours),
      total: (s) => formatHours(s.hours),
    },
    {
      key: 'distance',
      label: t('work_state.columns.distance'),
      numeric: true,
      cell: (l) => formatKm(l.distance_total),
      total: (s) => formatKm(s.distance_total),
    },
    {
      key: 'travel_cost',
      label: t('work_state.columns.travel_cost'),
      sort: 'travel_cost',
      numeric: true,
      cell: (l) => formatEuro(l.travel_cost),
      total: (s) => formatEuro(s.travel_cost),
    },
    { key: 'cao_fee', label: t('work_state.columns.cao_fee'), numeric: true, cell: (l) => formatEuro(l.cao_fee) },
    { key: 'contribution', label: t('work_state.columns.contribution'), numeric: true, cell: (l) => formatEuro(l.contribution) },
    ...shownSteps(settings).map((step): WorkStateColumn => ({
      key: step,
      label: t(`work_state.steps.${step}`),
      cell: (l) =>
        step === 'sent' ? (
          <SentMark line={l} stepName={t('work_state.steps.sent')} testId={`work-state-${l.id}-sent`} />
        ) : (
          <StepMark mark={l[step]} stepName={t(`work_state.steps.${step}`)} testId={`work-state-${l.id}-${step}`} />
        ),
    })),
    ...settings.checkmarks.map(({ number, name }): WorkStateColumn => ({
      key: `check-${number}`,
      label: name,
      cell: (l) => <StepMark mark={l.checks[`${number}`]} stepName={name} testId={`work-state-${l.id}-check-${number}`} />,
    })),
    settings.steps.sent && {
      key: 'external_ids',
      label: t('work_state.columns.external_ids'),
      cell: (l) =>
        l.external_employee_id || l.replacement_id
          ? t('work_state.external_ids', { employee: l.external_employee_id ?? '', replacement: l.replacement_id ?? '' })
          : '',
    },
  ];
  return columns.filter((c): c is WorkStateColumn => c !== false);
}
