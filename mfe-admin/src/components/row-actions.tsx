import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@app/contracts';

/** The read-only columns of a popup tab's own table (RecordsTable), by row property and i18n label. */
export const plainColumns = (columns: readonly (readonly [value: string, label: string])[]): ListColumn[] =>
  columns.map(([value, label]) => ({ value, label, column_code: value, sortable: false, element: 'single-line-component' }));

export interface RowActionsProps {
  testId: string;
  /** i18n keys of the buttons; a button without a handler is left out */
  changeLabel: string;
  removeLabel: string;
  onChange?(): void;
  onRemove?(): void;
}

/** A table row's Change and Remove buttons. */
export function RowActions({ testId, changeLabel, removeLabel, onChange, onRemove }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      {onChange ? (
        <Button size="small" onClick={onChange} data-testid={`${testId}-change`}>
          {t(changeLabel)}
        </Button>
      ) : null}
      {onRemove ? (
        <Button size="small" color="error" onClick={onRemove} data-testid={`${testId}-remove`}>
          {t(removeLabel)}
        </Button>
      ) : null}
    </Stack>
  );
}
