import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_FLAGS, type DocumentFlags } from '@app/contracts';

export interface FlagCheckboxesProps {
  flags: DocumentFlags;
  disabled?: boolean;
  onChange(change: DocumentFlags): void;
  testIdPrefix: string;
}

/** The four visibility flags of a document (spec 001 'Document'), as checkboxes. */
export function FlagCheckboxes({ flags, disabled, onChange, testIdPrefix }: FlagCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <FormGroup row>
      {DOCUMENT_FLAGS.map((flag) => (
        <FormControlLabel
          key={flag}
          label={t(`documents.flags.${flag}`)}
          control={
            <Checkbox
              size="small"
              checked={flags[flag] ?? false}
              disabled={disabled}
              onChange={(event) => onChange({ [flag]: event.target.checked })}
              slotProps={{ input: { 'data-testid': `${testIdPrefix}-${flag}` } as object }}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
