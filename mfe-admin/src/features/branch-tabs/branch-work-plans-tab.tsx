import Skeleton from '@mui/material/Skeleton';
import { QueryProblem } from '@app/ui/query-state';
import { RecordsTable } from '../../components/records-table';
import { plainColumns } from '../../components/row-actions';
import { useBranchWorkPlans } from './api/branch-tabs-api';

const COLUMNS = plainColumns([
  ['person_name', 'branch_tabs.work_plans.person'],
  ['period_name', 'branch_tabs.work_plans.period'],
  ['hours', 'branch_tabs.work_plans.hours'],
  ['bapo', 'branch_tabs.work_plans.bapo'],
  ['sustainable_employability', 'branch_tabs.work_plans.sustainable_employability'],
  ['description', 'branch_tabs.work_plans.description'],
]);

/** The branch popup's Work plan tab: the work plans at the branch (each is kept on its person's Work plans tab). */
export function BranchWorkPlansTab({ id }: { id: number }) {
  const plans = useBranchWorkPlans(id);
  if (plans.isPending) return <Skeleton height={160} />;
  if (plans.isError) return <QueryProblem query={plans} failed="entity_popup.load_failed" testId="branch-work-plans" />;
  return (
    <RecordsTable
      columns={COLUMNS}
      rows={plans.data as unknown as Record<string, unknown>[]}
      testId="branch-work-plans"
      emptyText="branch_tabs.work_plans.empty"
      cell={(_column, value) => (value === null || value === undefined ? '' : String(value))}
    />
  );
}
