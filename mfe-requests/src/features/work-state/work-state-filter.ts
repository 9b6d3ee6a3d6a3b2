import { WORK_STATE_STEP_FILTERS, type FilterTemplate } from '@app/contracts';

/** The filter bar's own id (FILTER_work-state keeps the user's choice). */
export const WORK_STATE_FILTER_ID = 'work-state';

/**
 * The work-state list's filters (`filters[...]` of GET /api/work-state): the period, by default the
 * last 4 weeks (today - 28 days to yesterday, as the service takes no period), branch, substitute
 * and the stage of the line.
 */
export const WORK_STATE_FILTER: FilterTemplate = {
  id: WORK_STATE_FILTER_ID,
  filter_params: [
    {
      key: 'period',
      type: 'date_period_component',
      label: 'work_state.filter.period',
      elements: {
        from: { key: 'period_from', label: 'work_state.filter.period_from', default_value: '-28 days' },
        to: { key: 'period_to', label: 'work_state.filter.period_to', default_value: '-1 day' },
      },
    },
    { key: 'branch', type: 'branch_select_component', label: 'work_state.filter.branch', multiple: true, get_key: 'branches' },
    { key: 'person', type: 'select_component', label: 'work_state.filter.person', searchable: true, get_key: 'persons' },
    {
      key: 'step',
      type: 'select_component',
      label: 'work_state.filter.step',
      options: WORK_STATE_STEP_FILTERS.map((id) => ({ id, name: `work_state.step_filter.${id}` })),
    },
  ],
};
