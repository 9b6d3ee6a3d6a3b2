import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiDateToDisplay } from '@app/ui/template-form';
import type { Blockade } from './blockade';

export interface BlockadesTableProps {
  blockades: readonly Blockade[];
  /** the checkbox column (mass edit with BLOCKADE_CREATE, mass delete with BLOCKADE_DELETE) */
  selectable: boolean;
  selected: readonly number[];
  onSelect(ids: number[]): void;
  /** opens a blockade in the dialog; without it the rows only show (my data) */
  onOpen?(blockade: Blockade): void;
}

/** A person's blockades: kind, branches, period (an open end reads 'indefinite'), city and remark. */
export function BlockadesTable({ blockades, selectable, selected, onSelect, onOpen }: BlockadesTableProps) {
  const { t } = useTranslation();
  if (!blockades.length)
    return (
      <Typography color="text.secondary" data-testid="blockades-empty">
        {t('blockades.none')}
      </Typography>
    );
  const all = blockades.length > 0 && selected.length === blockades.length;
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <Table size="small" data-testid="blockades-table">
      <TableHead>
        <TableRow>
          {selectable ? (
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={selected.length > 0 && !all}
                onChange={() => onSelect(all ? [] : blockades.map((b) => b.id))}
                slotProps={{ input: { 'aria-label': t('blockades.select_all') } }}
              />
            </TableCell>
          ) : null}
          <TableCell>{t('blockades.kind')}</TableCell>
          <TableCell>{t('blockades.branches')}</TableCell>
          <TableCell>{t('blockades.start_date')}</TableCell>
          <TableCell>{t('blockades.end_date')}</TableCell>
          <TableCell>{t('blockades.city')}</TableCell>
          <TableCell>{t('blockades.remark')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {blockades.map((b) => (
          <TableRow
            key={b.id}
            hover={!!onOpen}
            onClick={onOpen ? () => onOpen(b) : undefined}
            sx={{ cursor: onOpen ? 'pointer' : undefined }}
            data-testid={`blockade-${b.id}`}
          >
            {selectable ? (
              <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                <Checkbox
                  checked={selected.includes(b.id)}
                  onChange={() => toggle(b.id)}
                  slotProps={{ input: { 'data-testid': `blockade-select-${b.id}` } as object }}
                />
              </TableCell>
            ) : null}
            <TableCell>
              <Chip size="small" color={b.pool ? 'error' : 'warning'} label={b.pool ? t('blockades.pool') : t('blockades.personal')} />
            </TableCell>
            <TableCell>{b.branches.map((br) => br.name).join(', ')}</TableCell>
            <TableCell>{apiDateToDisplay(b.start_date)}</TableCell>
            <TableCell>{b.end_date ? apiDateToDisplay(b.end_date) : t('blockades.indefinite')}</TableCell>
            <TableCell>{b.city ?? ''}</TableCell>
            <TableCell>{b.remark ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
