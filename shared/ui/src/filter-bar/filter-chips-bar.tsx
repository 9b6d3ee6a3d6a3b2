import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { RemovableChip } from './filter-chip-list';
import { splitChips } from './filter-chips';
import type { FilterValues } from './filter-types';

export interface FilterChipsBarProps {
  chips: RemovableChip[];
  grouped: boolean;
  change(patch: FilterValues): void;
  testId: string;
}

/** The removable chips of the active filters: 12 (or a share per group), the rest behind a '+N' hover menu. */
export function FilterChipsBar({ chips, grouped, change, testId }: FilterChipsBarProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { visible, hidden } = splitChips(chips, grouped);
  if (!chips.length) return null;
  const chip = (c: RemovableChip) => (
    <Chip key={c.id} size="small" label={c.text} onDelete={() => change(c.remove)} data-testid={`${testId}-chip`} />
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 1 }} data-testid={`${testId}-chips`}>
      {visible.map(chip)}
      {hidden.length ? (
        <>
          <Chip
            size="small"
            variant="outlined"
            label={t('filter_bar.more_chips', { count: hidden.length })}
            onMouseEnter={(e) => setAnchor(e.currentTarget)}
            onClick={(e) => setAnchor(e.currentTarget)}
            data-testid={`${testId}-chips-more`}
          />
          <Popover
            open={!!anchor}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          >
            <Box
              sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
              onMouseLeave={() => setAnchor(null)}
              data-testid={`${testId}-chips-hidden`}
            >
              {hidden.map(chip)}
            </Box>
          </Popover>
        </>
      ) : null}
    </Stack>
  );
}
