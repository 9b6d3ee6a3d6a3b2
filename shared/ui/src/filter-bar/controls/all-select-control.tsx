import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { asList, type FilterControlProps } from '../filter-types';
import { depthOf, toggleWithChildren, treeOrder } from '../option-tree';
import { useFilterOptions } from '../use-filter-options';
import { controlTestId } from './control-label';
import { OptionCheckboxList } from './option-checkbox-list';

/** all_select_component (FILTER-21): ticking a parent ticks its children; unticking drops them. */
export function AllSelectControl({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const { options } = useFilterOptions(item, values);
  const chosen = asList(values[item.key] ?? null);
  const ordered = treeOrder(options);
  return (
    <Box data-testid={controlTestId(testId, item)}>
      <Typography variant="caption">{t(item.label)}</Typography>
      <OptionCheckboxList
        options={ordered}
        indent={(o) => depthOf(options, o)}
        isChecked={(o) => chosen.some((c) => String(c) === String(o.id))}
        toggle={(o) => change({ [item.key]: toggleWithChildren(chosen, o, options) })}
        testId={controlTestId(testId, item, 'option')}
      />
    </Box>
  );
}
