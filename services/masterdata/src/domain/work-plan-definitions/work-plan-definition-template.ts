import { textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { WORK_PLAN_LIST_RIGHTS, workPlanFilters, workPlanFormFields } from '../work-plans/work-plan-template';

const L = (key: string) => `work_plan_lists.fields.${key}`;

/**
 * The work plan definitions (the work plan policy, MD-GEN-03, MD-WPLAN-01, ADR 0109): per branch
 * and period the norm a work plan starts from, with how many live plans there are at it.
 */
export const workPlanDefinitionTemplate: EntityTemplateSource = {
  key: 'work-plan-definition',
  name: 'admin_lists.menu.work_plan_definition',
  url: 'work-plan-definition',
  rights: WORK_PLAN_LIST_RIGHTS,
  columns: [
    textColumn('branch_name', L('branch'), { mobile: true }),
    textColumn('period_name', L('period'), { mobile: true }),
    textColumn('hours', L('hours'), { mobile: true }),
    textColumn('bapo', L('bapo')),
    textColumn('sustainable_employability', L('sustainable_employability')),
    textColumn('description', L('description')),
    textColumn('work_plan_count', L('work_plan_count')),
  ],
  filter: { filter_search: 'name', filter_params: workPlanFilters },
  form: workPlanFormFields(true),
  tabs: [{ key: 'summary', label: 'work_plan_lists.tabs.details', form: 'work-plan-definition' }],
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
