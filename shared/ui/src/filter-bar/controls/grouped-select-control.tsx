import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { asList, type FilterControlProps, type FilterOption } from '../filter-types';
import { groupNameOf } from '../option-tree';
import { useFilterOptions } from '../use-filter-options';
import { controlTestId } from './control-label';
import { OptionCheckboxList } from './option-checkbox-list';

const same = (a: unknown, b: unknown) => String(a) === String(b);

/** grouped_select_component (FILTER-22): options under their groups, each with select all and deselect all. */
export function GroupedSelectControl({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const { options } = useFilterOptions(item, values);
  const chosen = asList(values[item.key] ?? null);
  const groups = [...new Set(options.map(groupNameOf))];
  const set = (next: (string | number)[]) => change({ [item.key]: next });
  const idsOf = (group: string) => options.filter((o) => groupNameOf(o) === group).map((o) => o.id);
  const toggle = (o: FilterOption) => set(chosen.some((c) => same(c, o.id)) ? chosen.filter((c) => !same(c, o.id)) : [...chosen, o.id]);

  return (
    <Box data-testid={controlTestId(testId, item)}>
      <Typography variant="caption">{t(item.label)}</Typography>
      {groups.map((group, index) => (
        <Box key={group || index} data-testid={controlTestId(testId, item, `group-${index}`)}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2">{group ? t(group, { defaultValue: group }) : null}</Typography>
            <Button
              size="small"
              onClick={() => set([...chosen.filter((c) => !idsOf(group).some((id) => same(id, c))), ...idsOf(group)])}
              data-testid={controlTestId(testId, item, `select-all-${index}`)}
            >
              {t('filter_bar.select_all')}
            </Button>
            <Button
              size="small"
              onClick={() => set(chosen.filter((c) => !idsOf(group).some((id) => same(id, c))))}
              data-testid={controlTestId(testId, item, `deselect-all-${index}`)}
            >
              {t('filter_bar.deselect_all')}
            </Button>
          </Stack>
          <OptionCheckboxList
            options={options.filter((o) => groupNameOf(o) === group)}
            isChecked={(o) => chosen.some((c) => same(c, o.id))}
            toggle={toggle}
            testId={controlTestId(testId, item, 'option')}
          />
        </Box>
      ))}
    </Box>
  );
}
