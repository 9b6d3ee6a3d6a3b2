import type { WorkPlan } from '@app/contracts';
import { formatHours } from '@app/platform/numbers';
import type { RowField } from '../../components/row-editor';
import { PersonRowsTab } from '../../components/person-rows/person-rows-tab';

const FIELDS: RowField[] = [
  { key: 'branch_id', label: 'work_plans.branch', kind: 'branch', required: true },
  { key: 'period_id', label: 'work_plans.period', kind: 'select', getKey: 'periods', required: true },
  // blank: the work plan definition's hours at the branch and period (ADR 0109)
  { key: 'hours', label: 'work_plans.hours_or_definition', kind: 'number', required: false },
  { key: 'description', label: 'work_plans.description', kind: 'text', required: false },
  { key: 'bapo', label: 'work_plans.bapo', kind: 'number', required: false },
  { key: 'sustainable_employability', label: 'work_plans.sustainable_employability', kind: 'number', required: false },
];

const COLUMNS = [
  ['branch_name', 'work_plans.branch'],
  ['period_name', 'work_plans.period'],
  ['hours', 'work_plans.hours'],
  ['description', 'work_plans.description'],
  ['bapo', 'work_plans.bapo'],
  ['sustainable_employability', 'work_plans.sustainable_employability'],
] as const;

/** The person popup's Work plans tab (MD-WPLAN-01): hours, bapo and sustainable employability per branch and period. */
export function PersonWorkPlansTab({ id }: { id: number }) {
  return (
    <PersonRowsTab<WorkPlan & Record<string, unknown>>
      personId={id}
      path="work-plans"
      texts="work_plans"
      testId="person-work-plans"
      fields={FIELDS}
      columns={COLUMNS}
      valuesOf={(plan) => ({
        branch_id: plan ? String(plan.branch_id) : '',
        period_id: plan ? String(plan.period_id) : '',
        hours: plan ? String(plan.hours) : '',
        description: plan?.description ?? '',
        bapo: plan ? String(plan.bapo) : '',
        sustainable_employability: plan ? String(plan.sustainable_employability) : '',
      })}
      display={(plan) => ({
        hours: formatHours(plan.hours),
        bapo: formatHours(plan.bapo),
        sustainable_employability: formatHours(plan.sustainable_employability),
      })}
    />
  );
}
