import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** How many chips a list cell shows before '+N' (LIST-14); a branches cell shows two. */
export const CHIPS_SHOWN = 3;
export const BRANCH_CHIPS_SHOWN = 2;
/** A chip's text is cut here, the whole text kept as its tooltip (LIST-14). */
export const CHIP_TEXT_MAX = 50;

const cut = (text: string) => (text.length > CHIP_TEXT_MAX ? `${text.slice(0, CHIP_TEXT_MAX - 1)}…` : text);

/**
 * A cell of several items as chips (LIST-14): the first few, each cut at 50 characters, then one
 * '+N' chip that names the rest in its tooltip and to a screen reader.
 */
export function ChipListCell({ items, shown }: { items: readonly string[]; shown: number }) {
  const { t } = useTranslation();
  const rest = items.slice(shown);
  return (
    <Stack direction="row" component="span" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="cell-chips">
      {items.slice(0, shown).map((item, i) => (
        <Chip key={`${i}-${item}`} size="small" label={cut(item)} title={item.length > CHIP_TEXT_MAX ? item : undefined} />
      ))}
      {rest.length ? (
        <Chip
          size="small"
          variant="outlined"
          label={`+${rest.length}`}
          title={rest.join(', ')}
          aria-label={t('entity_list.more_items', { count: rest.length, items: rest.join(', ') })}
          data-testid="cell-chips-more"
        />
      ) : null}
    </Stack>
  );
}
