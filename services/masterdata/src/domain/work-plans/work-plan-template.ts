import { WORK_PLAN_RIGHTS, type FilterItem } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

/** Read with WORKPLAN_VIEW or _ALL, create and change with WORKPLAN_ALL: the person tab's rights (ADR 0101, 0109). */
export const WORK_PLAN_LIST_RIGHTS = { view: WORK_PLAN_RIGHTS.view, create: WORK_PLAN_RIGHTS.edit, edit: WORK_PLAN_RIGHTS.edit };

const L = (key: string) => `work_plan_lists.fields.${key}`;

/** The branch and period filters of both work plan lists. */
export const workPlanFilters: FilterItem[] = [
  { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
  { key: 'period', type: 'select_component', label: 'filter_bar.labels.period', multiple: true, get_key: 'periods' },
  archivedFilterItem,
];

/** The fields of a work plan and of a definition: a branch and period, hours with description, bapo, sustainable employability. */
export const workPlanFormFields = (hoursRequired: boolean) => [
  field('branch_id', 'branch', { required: true, label: L('branch'), get_key: 'branches' }),
  field('period_id', 'select', { required: true, label: L('period'), get_key: 'periods' }),
  field('hours', 'number', { required: hoursRequired, label: L(hoursRequired ? 'hours' : 'hours_or_definition'), rules: ['numeric'] }),
  field('description', 'text', { label: L('description') }),
  field('bapo', 'number', { label: L('bapo'), rules: ['numeric'] }),
  field('sustainable_employability', 'number', { label: L('sustainable_employability'), rules: ['numeric'] }),
];

/**
 * The work plans management list (MD-GEN-03, MD-WPLAN-01, ADR 0109): every person's plans, with
 * the definition's hours of the branch and period and the difference to them. The same rows as the
 * person popup's Work plans tab.
 */
export const workPlanTemplate: EntityTemplateSource = {
  key: 'work-plan',
  name: 'admin_lists.menu.work_plan',
  url: 'work-plan',
  rights: WORK_PLAN_LIST_RIGHTS,
  columns: [
    textColumn('person_name', L('person'), { mobile: true }),
    textColumn('branch_name', L('branch'), { mobile: true }),
    textColumn('period_name', L('period')),
    textColumn('hours', L('hours'), { mobile: true }),
    textColumn('definition_hours', L('definition_hours')),
    textColumn('hours_difference', L('hours_difference')),
    textColumn('bapo', L('bapo')),
    textColumn('sustainable_employability', L('sustainable_employability')),
    textColumn('description', L('description')),
  ],
  filter: { filter_search: 'name', filter_params: workPlanFilters },
  form: [field('person_id', 'select', { required: true, label: L('person'), get_key: 'persons' }), ...workPlanFormFields(false)],
  tabs: [{ key: 'summary', label: 'work_plan_lists.tabs.details', form: 'work-plan' }],
  cloneable: true,
  export: true,
  closeOnCreate: true,
  closeOnSave: true,
};
