import { useTranslation } from 'react-i18next';
import type { SavingGoal } from '@app/contracts';
import { formatHours } from '@app/platform/numbers';
import { apiDateToDisplay } from '@app/ui/template-form';
import type { RowField } from '../../components/row-editor';
import { PersonRowsTab } from '../../components/person-rows/person-rows-tab';

const FIELDS: RowField[] = [
  { key: 'type', label: 'saving_goals.type', kind: 'select', getKey: 'saving_goal_types', required: true },
  { key: 'hours', label: 'saving_goals.hours', kind: 'number', required: true },
  { key: 'description', label: 'saving_goals.description', kind: 'text', required: false },
  { key: 'start_date', label: 'saving_goals.start_date', kind: 'date', required: true },
  { key: 'end_date', label: 'saving_goals.end_date', kind: 'date', required: false },
];

const COLUMNS = [
  ['type', 'saving_goals.type'],
  ['hours', 'saving_goals.hours'],
  ['description', 'saving_goals.description'],
  ['start_date', 'saving_goals.start_date'],
  ['end_date', 'saving_goals.end_date'],
] as const;

/** The person popup's Saving goals tab (MD-PPOP-06): type, hours, description, start and end date. */
export function PersonSavingGoalsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <PersonRowsTab<SavingGoal & Record<string, unknown>>
      personId={id}
      path="saving-goals"
      texts="saving_goals"
      testId="person-saving-goals"
      fields={FIELDS}
      columns={COLUMNS}
      valuesOf={(goal) => ({
        type: goal?.type ?? '',
        hours: goal ? String(goal.hours) : '',
        description: goal?.description ?? '',
        start_date: goal ? apiDateToDisplay(goal.start_date) : '',
        end_date: goal?.end_date ? apiDateToDisplay(goal.end_date) : '',
      })}
      display={(goal) => ({
        type: t(`saving_goals.types.${goal.type}`),
        hours: formatHours(goal.hours),
        start_date: apiDateToDisplay(goal.start_date),
        end_date: goal.end_date ? apiDateToDisplay(goal.end_date) : '',
      })}
    />
  );
}
