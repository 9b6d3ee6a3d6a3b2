import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@app/contracts';
import { cellText, isTrueFlag } from './cell-text';

/** One cell of a template list: a flag is a check or a cross with its yes/no as the accessible name. */
export function ListCell({ column, value }: { column: ListColumn; value: unknown }) {
  const { t } = useTranslation();
  if (column.element === 'boolean-component' || column.format === 'boolean') {
    const on = isTrueFlag(value);
    const label = t(on ? 'entity_list.yes' : 'entity_list.no');
    const Icon = on ? CheckIcon : CloseIcon;
    return <Icon fontSize="small" color={on ? 'success' : 'disabled'} aria-label={label} titleAccess={label} data-testid={on ? 'cell-flag-on' : 'cell-flag-off'} />;
  }
  return <>{cellText(column, value, t)}</>;
}
