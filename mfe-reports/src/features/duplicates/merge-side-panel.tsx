import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MERGE_FLAGS, type DuplicatePerson } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { isFixedFlag, toggleContract, toggleFlag, toggleProfile, type MergeSelection } from './merge-selection';

export interface MergeSidePanelProps {
  side: 'destination' | 'other';
  person: DuplicatePerson;
  selection: MergeSelection;
  onChange(next: MergeSelection): void;
}

/** One person of the merge dialog: its data kinds, contracts and profiles with their ticks. */
export function MergeSidePanel({ side, person, selection, onChange }: MergeSidePanelProps) {
  const { t } = useTranslation();
  const box = (testId: string, label: string, checked: boolean, disabled: boolean, onToggle: () => void) => (
    <FormControlLabel
      key={testId}
      label={label}
      control={
        <Checkbox
          size="small"
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
    />
  );
  return (
    <Stack sx={{ flex: 1, minWidth: 0 }} data-testid={`merge-${side}`}>
      <Typography variant="overline">{t(`reports.duplicates.dialog.${side}`)}</Typography>
      <Typography variant="h6" data-testid={`merge-${side}-name`}>
        {person.person}
      </Typography>
      {MERGE_FLAGS.map((flag) =>
        box(`merge-${side}-flag-${flag}`, t(`reports.duplicates.kinds.${flag}`), selection.flags[flag], isFixedFlag(flag), () =>
          onChange(toggleFlag(selection, flag)),
        ),
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('reports.duplicates.dialog.contracts')}
      </Typography>
      {person.contracts.length === 0 ? <Typography color="text.secondary">{t('reports.duplicates.dialog.none')}</Typography> : null}
      {person.contracts.map((c) =>
        box(
          `merge-${side}-contract-${c.id}`,
          `${c.branch.name}: ${formatDisplayDate(c.start_date)} - ${c.end_date ? formatDisplayDate(c.end_date) : t('reports.duplicates.dialog.open_ended')}${
            c.is_imported ? ` (${t('reports.duplicates.dialog.imported')})` : ''
          }`,
          selection.contracts.includes(c.id),
          c.is_imported,
          () => onChange(toggleContract(person, selection, c.id)),
        ),
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('reports.duplicates.dialog.profiles')}
      </Typography>
      {person.profiles.length === 0 ? <Typography color="text.secondary">{t('reports.duplicates.dialog.none')}</Typography> : null}
      {person.profiles.map((p) =>
        box(
          `merge-${side}-profile-${p.id}`,
          [p.function_type, p.branch?.name].filter(Boolean).join(', ') || String(p.id),
          selection.profiles.includes(p.id),
          false,
          () => onChange(toggleProfile(selection, p.id)),
        ),
      )}
    </Stack>
  );
}
