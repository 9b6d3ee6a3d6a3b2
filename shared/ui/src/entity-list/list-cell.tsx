import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, requestWarning, STATUS_COLOURS, type ListColumn, type RequestStatus } from '@app/contracts';
import { DateFormat, inAmsterdam } from '@app/platform/dates';
import { cellText, isTrueFlag } from './cell-text';
import { BRANCH_CHIPS_SHOWN, ChipListCell, CHIPS_SHOWN } from './chip-list-cell';

const isRequestStatus = (value: unknown): value is RequestStatus => (REQUEST_STATUSES as readonly unknown[]).includes(value);

/** The warning's colours are the status colours of the same thresholds. */
const WARNING_COLOURS = { red: STATUS_COLOURS.high, orange: STATUS_COLOURS.medium } as const;

/** A flag as a check or a cross, with its yes/no as the accessible name. */
function FlagCell({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const label = t(on ? 'entity_list.yes' : 'entity_list.no');
  const Icon = on ? CheckIcon : CloseIcon;
  return (
    <Icon
      fontSize="small"
      color={on ? 'success' : 'disabled'}
      aria-label={label}
      titleAccess={label}
      data-testid={on ? 'cell-flag-on' : 'cell-flag-off'}
    />
  );
}

/** Read by a screen reader, not shown (MUI's visually hidden pattern). */
const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A dot in a colour beside a text: the colour never carries the meaning alone (`meaning` is its tooltip and spoken). */
function Toned({ colour, text, meaning, testId }: { colour: string; text: string; meaning?: string; testId: string }) {
  return (
    <Stack
      direction="row"
      component="span"
      sx={{ alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}
      title={meaning}
      data-testid={testId}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0 }}
        style={{ backgroundColor: colour }}
      />
      <span>{text}</span>
      {meaning ? (
        <Box component="span" sx={HIDDEN}>
          {` (${meaning})`}
        </Box>
      ) : null}
    </Stack>
  );
}

/** A request status in its colour with its name (the template's `option_prefix`, else the kit's words). */
function StatusCell({ column, value }: { column: ListColumn; value: unknown }) {
  const { t } = useTranslation();
  if (!isRequestStatus(value)) return null;
  const text = t(`${column.option_prefix ?? 'entity_list.status'}.${value}`, { defaultValue: value });
  return <Toned colour={STATUS_COLOURS[value]} text={text} testId={`cell-status-${value}`} />;
}

/** The lock's holder behind a lock icon; nothing for an unlocked row. */
function LockCell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (!value) return null;
  const name = typeof value === 'string' ? value : '';
  const label = name ? t('entity_list.locked_by', { name }) : t('entity_list.locked');
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.5 }} data-testid="cell-locked" title={label}>
      <LockIcon fontSize="small" color="warning" aria-label={label} titleAccess={label} />
      {name ? <span data-testid="cell-locked-name">{name}</span> : null}
    </Stack>
  );
}

const todayInAmsterdam = () => inAmsterdam(Date.now()).format(DateFormat.api);

/** The first open date, red when it is past or within a week, orange within four weeks (`requestWarning`). */
function WarningCell({ column, value }: { column: ListColumn; value: unknown }) {
  const { t } = useTranslation();
  // the day the row is shown on; a list is reloaded long before a day passes under it
  const [today] = useState(todayInAmsterdam);
  const text = cellText(column, value, t);
  const warning =
    typeof value === 'string' ? requestWarning({ dayparts_count: 1, open_dayparts: 1, first_open_date: value.slice(0, 10) }, today) : null;
  if (!warning) return <>{text}</>;
  return (
    <Toned colour={WARNING_COLOURS[warning]} text={text} meaning={t(`entity_list.warning.${warning}`)} testId={`cell-warning-${warning}`} />
  );
}

/** One cell of a template list, as its column's element and format say. */
export function ListCell({ column, value }: { column: ListColumn; value: unknown }) {
  const { t } = useTranslation();
  if (column.element === 'boolean-component' || column.format === 'boolean') return <FlagCell on={isTrueFlag(value)} />;
  if (column.format === 'status') return <StatusCell column={column} value={value} />;
  if (column.format === 'lock') return <LockCell value={value} />;
  if (column.format === 'warning') return <WarningCell column={column} value={value} />;
  if (Array.isArray(value) && value.length)
    return (
      <ChipListCell
        items={value.map((item) => cellText(column, [item], t))}
        shown={column.element === 'branches-component' ? BRANCH_CHIPS_SHOWN : CHIPS_SHOWN}
      />
    );
  // a date reads as one piece, not broken over lines in a narrow column
  if (column.format === 'date' || column.format === 'datetime')
    return <span style={{ whiteSpace: 'nowrap' }}>{cellText(column, value, t)}</span>;
  return <>{cellText(column, value, t)}</>;
}
