import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { useTranslation } from 'react-i18next';
import type { ListView } from './list-view';

/** Switches a list that has a tree between its table and its tree. */
export function ListViewSwitch({ view, onChange }: { view: ListView; onChange(view: ListView): void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label={t('list_view.label')}
      onChange={(_e, next: ListView | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="table" aria-label={t('list_view.table')} data-testid="list-view-table">
        <TableRowsIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="tree" aria-label={t('list_view.tree')} data-testid="list-view-tree">
        <AccountTreeIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
