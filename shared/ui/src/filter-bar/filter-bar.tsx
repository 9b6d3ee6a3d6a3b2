import { useMemo, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { FilterTemplate } from '@app/contracts';
import { loadAutomaticSearch, loadCurrentPeriod, loadInputOptions } from './default-loaders';
import { FilterBarContext } from './filter-bar-context';
import { chipsOf } from './filter-chip-list';
import { FilterChipsBar } from './filter-chips-bar';
import { FilterControl } from './filter-control';
import { activeFilterCount } from './filter-query';
import type { AppliedFilter, CurrentPeriodLoader, OptionsLoader } from './filter-types';
import { isShown } from './filter-visibility';
import { useAutomaticSearch } from './use-automatic-search';
import { useFilterBar } from './use-filter-bar';

/** The Filters dropdown's size (FILTER-24). */
export const FILTER_MENU_WIDTH = 470;
export const FILTER_MENU_MAX_HEIGHT = 500;
const MENU_BOTTOM_GAP = 13;

/** The menu is at most 500 high and ends 13 px above the window's bottom (FILTER-24). */
export const filterMenuHeight = (buttonBottom: number, windowHeight: number) =>
  Math.max(0, Math.min(FILTER_MENU_MAX_HEIGHT, windowHeight - buttonBottom - MENU_BOTTOM_GAP));

export interface FilterBarProps {
  template: FilterTemplate;
  /** every apply: the `filters[...]` and the trimmed search of the list call */
  onApply(applied: AppliedFilter): void;
  /** pool setting automatic_search (FILTER-13); read from `GET /api/settings/pool` when not given */
  automaticSearch?: boolean;
  /** false: Apply and Reset buttons, changes wait for Apply (FILTER-01) */
  autoApply?: boolean;
  /** the list's SORT_ key: reset clears it with the filter (FILTER-12) */
  sortCacheKey?: string;
  /** after a reset, so the list forgets its sort as well */
  onReset?(): void;
  loadOptions?: OptionsLoader;
  loadPeriod?: CurrentPeriodLoader;
  testId?: string;
}

/**
 * The shared filter bar (spec 001 section 2 'Shared filter bar'): search box, a Filters dropdown with
 * a badge of the active filter count, checkboxes inline, Apply and Reset when automatic apply is off,
 * clear all, and the chips. The filter is desktop only: on a phone only the search box shows.
 */
export function FilterBar({
  template,
  onApply,
  automaticSearch: givenAutomaticSearch,
  autoApply = true,
  sortCacheKey,
  onReset,
  loadOptions = loadInputOptions,
  loadPeriod = loadCurrentPeriod,
  testId = 'filter-bar',
}: FilterBarProps) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  // decided once: the bar does not rebuild its state when a window is resized
  const [mobile] = useState(isMobile);
  const shownTemplate = useMemo(() => (mobile ? { ...template, filter_params: [] } : template), [mobile, template]);
  const automaticSearch = useAutomaticSearch(givenAutomaticSearch, loadAutomaticSearch);
  const bar = useFilterBar({
    template: shownTemplate,
    onApply,
    automaticSearch,
    autoApply,
    sortCacheKey,
    onReset,
    loadCurrentPeriod: loadPeriod,
  });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const context = useMemo(() => ({ ...bar.context, loadOptions }), [bar.context, loadOptions]);

  const visible = shownTemplate.filter_params.filter((item) => isShown(item, bar.values));
  const inline = visible.filter((item) => item.type === 'checkbox_component');
  const inMenu = visible.filter((item) => item.type !== 'checkbox_component');
  const chips = chipsOf(shownTemplate, bar.values, bar.optionNames, t);
  const count = activeFilterCount(shownTemplate, bar.values);
  const control = (item: (typeof visible)[number]) => (
    <FilterControl key={item.key} item={item} values={bar.values} change={bar.change} testId={testId} />
  );

  return (
    <FilterBarContext.Provider value={context}>
      <Box data-testid={testId} sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {template.filter_search ? (
            <TextField
              size="small"
              label={t('filter_bar.search')}
              value={bar.search}
              onChange={(e) => bar.setSearch(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && bar.applySearch(bar.search)}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-search` } as object }}
            />
          ) : null}
          {inMenu.length ? (
            <Badge badgeContent={count} color="primary" slotProps={{ badge: { 'data-testid': `${testId}-count` } as object }}>
              <Button variant="outlined" onClick={(e) => setMenu(e.currentTarget)} data-testid={`${testId}-filters`}>
                {t('filter_bar.filters')}
              </Button>
            </Badge>
          ) : null}
          {inline.map(control)}
          {!autoApply ? (
            <>
              <Button variant="contained" onClick={bar.applyNow} data-testid={`${testId}-apply`}>
                {t('filter_bar.apply')}
              </Button>
              <Button onClick={bar.reset} data-testid={`${testId}-reset`}>
                {t('filter_bar.reset')}
              </Button>
            </>
          ) : null}
          {shownTemplate.filter_params.length ? (
            <Button size="small" onClick={bar.reset} data-testid={`${testId}-clear-all`}>
              {t('filter_bar.clear_all')}
            </Button>
          ) : null}
        </Stack>
        {bar.blocked ? (
          <Typography color="text.secondary" sx={{ pt: 1 }} data-testid={`${testId}-required`}>
            {t('filter_bar.required_hint')}
          </Typography>
        ) : null}
        <FilterChipsBar chips={chips} grouped={!!template.props?.groupedView} change={bar.change} testId={testId} />
        {/* kept mounted: the controls fetch their options at once, for their defaults and the chips' names */}
        <Popover
          keepMounted
          open={!!menu}
          anchorEl={menu}
          onClose={() => setMenu(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{
            paper: {
              sx: {
                width: FILTER_MENU_WIDTH,
                maxHeight: menu ? filterMenuHeight(menu.getBoundingClientRect().bottom, window.innerHeight) : FILTER_MENU_MAX_HEIGHT,
                p: 2,
              },
              'data-testid': `${testId}-menu`,
            } as object,
          }}
        >
          <Stack spacing={2}>{inMenu.map(control)}</Stack>
        </Popover>
      </Box>
    </FilterBarContext.Provider>
  );
}
