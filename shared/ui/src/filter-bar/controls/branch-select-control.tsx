import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { asList, type FilterControlProps, type FilterOption } from '../filter-types';
import { depthOf, searchWithAncestors, treeOrder } from '../option-tree';
import { useFilterOptions } from '../use-filter-options';
import { controlTestId } from './control-label';

/** The branch picker's menu size (FILTER-24). */
export const BRANCH_MENU_HEIGHT = 400;
export const BRANCH_MENU_MAX_WIDTH = 468;

const same = (a: unknown, b: unknown) => String(a) === String(b);

/**
 * branch_select_component (FILTER-23): the branch tree with a search that keeps every match's
 * ancestors; a single pick closes the menu, a multiple pick toggles the branch.
 */
export function BranchSelectControl({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const { options } = useFilterOptions(item, values);
  const chosen = asList(values[item.key] ?? null);
  const shown = treeOrder(searchWithAncestors(options, search));
  const isChosen = (o: FilterOption) => chosen.some((c) => same(c, o.id));
  const names = options.filter(isChosen).map((o) => o.name);

  const pick = (o: FilterOption) => {
    if (!item.multiple) {
      change({ [item.key]: isChosen(o) ? null : o.id });
      setAnchor(null);
      return;
    }
    change({ [item.key]: isChosen(o) ? chosen.filter((c) => !same(c, o.id)) : [...chosen, o.id] });
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid={controlTestId(testId, item)}
        sx={{ justifyContent: 'flex-start', minWidth: 240, textTransform: 'none' }}
      >
        {t(item.label)}
        {names.length ? `: ${names.join(', ')}` : ''}
      </Button>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box
          sx={{ height: BRANCH_MENU_HEIGHT, maxWidth: BRANCH_MENU_MAX_WIDTH, display: 'flex', flexDirection: 'column' }}
          data-testid={controlTestId(testId, item, 'menu')}
        >
          <TextField
            size="small"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the menu opens to search the tree, as a combobox does: typing goes to the search at once
            autoFocus
            placeholder={t('filter_bar.search_options')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ m: 1 }}
            slotProps={{ htmlInput: { 'data-testid': controlTestId(testId, item, 'search') } as object }}
          />
          <Box sx={{ overflowY: 'auto', flex: 1 }}>
            {shown.map((o) => (
              <ListItemButton
                key={o.id}
                dense
                selected={isChosen(o)}
                onClick={() => pick(o)}
                sx={{ pl: 2 + depthOf(options, o) * 2 }}
                data-testid={controlTestId(testId, item, `option-${o.id}`)}
              >
                {item.multiple ? <Checkbox size="small" checked={isChosen(o)} tabIndex={-1} disableRipple sx={{ p: 0, mr: 1 }} /> : null}
                <ListItemText primary={o.name} />
              </ListItemButton>
            ))}
          </Box>
        </Box>
      </Popover>
    </>
  );
}
