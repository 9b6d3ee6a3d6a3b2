import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@app/contracts';
import { useProposalBranches } from './api/week-proposal-api';

interface BranchPickerProps {
  value: readonly number[];
  onChange(branches: number[]): void;
}

/**
 * The branches the proposal covers, picked from the caller's own (the inputs list keeps to the
 * profile's branches, as the proposal does); none picked is all of them. A board covers the
 * schools below it.
 */
export function BranchPicker({ value, onChange }: BranchPickerProps) {
  const { t } = useTranslation();
  const query = useProposalBranches();
  const options = query.data ?? [];
  const chosen = options.filter((o) => value.includes(Number(o.id)));
  return (
    <Autocomplete<SelectOption, true>
      multiple
      size="small"
      options={options}
      value={chosen}
      loading={query.isLoading}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => onChange(picked.map((o) => Number(o.id)))}
      noOptionsText={t('week_proposal.no_branches')}
      loadingText={t('week_proposal.loading_branches')}
      sx={{ minWidth: 280, maxWidth: 520 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('week_proposal.branches')}
          placeholder={chosen.length ? undefined : t('week_proposal.all_branches')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'proposal-branches' } as object }}
        />
      )}
    />
  );
}
