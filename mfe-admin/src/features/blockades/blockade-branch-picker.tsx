import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import type { BlockadeTreeItem } from './api/blockades-api';

export interface BlockadeBranchPickerProps {
  items: readonly BlockadeTreeItem[];
  selected: readonly number[];
  onChange(selected: number[]): void;
  disabled?: boolean;
}

/** True when the item or one below it is selected: the selection shows on its parents (MD-TREE-07). */
const holdsSelection = (item: BlockadeTreeItem, selected: ReadonlySet<number>): boolean =>
  selected.has(item.id) || item.children.some((c) => holdsSelection(c, selected));

/**
 * The branches of a blockade, picked from the branch tree (GET branch/blockades?person={id}); each
 * branch shows the person's blockades there, and a parent shows that something below it is picked.
 */
export function BlockadeBranchPicker({ items, selected, onChange, disabled }: BlockadeBranchPickerProps) {
  const { t } = useTranslation();
  const chosen = new Set(selected);
  const toggle = (id: number) => onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const rows = (list: readonly BlockadeTreeItem[], depth: number) =>
    list.map((item) => (
      <Box key={item.id}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: depth * 3 }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={chosen.has(item.id)}
                indeterminate={!chosen.has(item.id) && holdsSelection(item, chosen)}
                onChange={() => toggle(item.id)}
                disabled={disabled}
                slotProps={{ input: { 'data-testid': `blockade-branch-${item.id}` } as object }}
              />
            }
            label={item.name}
          />
          {item.blockades.length ? (
            <Chip size="small" color="error" label={t('blockades.pool_count', { count: item.blockades.length })} />
          ) : null}
          {item.personal_blockades ? (
            <Chip size="small" color="warning" label={t('blockades.personal_count', { count: item.personal_blockades })} />
          ) : null}
        </Box>
        {rows(item.children, depth + 1)}
      </Box>
    ));
  return (
    <Box role="group" aria-label={t('blockades.branches')} data-testid="blockade-branches" sx={{ maxHeight: 280, overflow: 'auto' }}>
      {rows(items, 0)}
    </Box>
  );
}
