import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ITEMS_PER_PAGE } from '@app/contracts';
import type { ListSettings } from './list-settings';

export interface ListPaginationProps {
  total: number;
  page: number;
  settings: ListSettings;
  onPage(page: number): void;
  onSettings(next: ListSettings): void;
  testId: string;
}

/** Rows per page (kept per list) and the pages, in the page's language. */
export function ListPagination({ total, page, settings, onPage, onSettings, testId }: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 2, px: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2">{t('entity_list.rows_per_page')}</Typography>
      <NativeSelect
        value={settings.itemsPerPage}
        onChange={(e) => onSettings({ ...settings, itemsPerPage: Number(e.target.value) })}
        inputProps={{ 'data-testid': `${testId}-page-size`, 'aria-label': t('entity_list.rows_per_page') } as object}
      >
        {ITEMS_PER_PAGE.map((n) => (
          <option key={n} value={n}>
            {n === -1 ? t('entity_list.all') : n}
          </option>
        ))}
      </NativeSelect>
      <TablePagination
        component="div"
        count={total}
        page={settings.itemsPerPage === -1 ? 0 : page}
        rowsPerPage={settings.itemsPerPage}
        rowsPerPageOptions={[]}
        onPageChange={(_e, next) => onPage(next)}
        // MUI's own '1–7 of 7' and button labels are English: the page's language says them
        labelDisplayedRows={({ from, to, count }) => t('pagination.displayed_rows', { from, to, count })}
        getItemAriaLabel={(type) => t(`pagination.${type}`)}
      />
    </Stack>
  );
}
