import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateField } from '@app/ui/template-form';
import type { Blockade, BlockadeFields, BlockadeTreeItem, NewBlockadeForm } from './api/blockades-api';
import { BlockadeBranchPicker } from './blockade-branch-picker';
import { fieldsOf, formProblems, formValuesOf, massFieldsOf, type BlockadeFormValues } from './blockade-form';

/**
 * What the dialog does: add one (from the server's new form), edit one (as the edit form answered
 * it), or set fields on several (mass edit).
 */
export type BlockadeDialogMode =
  { kind: 'new'; form: NewBlockadeForm } | { kind: 'edit'; blockade: Blockade } | { kind: 'mass'; ids: number[] };

export interface BlockadeDialogProps {
  mode: BlockadeDialogMode | null;
  personName: string;
  personalEnabled: boolean;
  tree: readonly BlockadeTreeItem[];
  today: string;
  /** the server's refusal, shown above the fields */
  error: string | null;
  onSubmit(fields: BlockadeFields | Partial<BlockadeFields>): Promise<void>;
  onClose(): void;
}

const namesOf = (items: readonly BlockadeTreeItem[], ids: ReadonlySet<number>): string[] =>
  items.flatMap((i) => [...(ids.has(i.id) ? [i.name] : []), ...namesOf(i.children, ids)]);

/**
 * The blockade dialog (spec 001 'Blockade dialog'): its title is "blockade" plus the branch name (or
 * the count of branches) and the person's full name; the form makes a pool or a personal blockade.
 */
export function BlockadeDialog(props: BlockadeDialogProps) {
  const { mode, onClose } = props;
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'data-testid': 'blockade-dialog' } as object }}
    >
      {mode ? <BlockadeForm key={mode.kind === 'edit' ? mode.blockade.id : mode.kind} {...props} mode={mode} /> : null}
    </Dialog>
  );
}

/** A mass edit starts empty: only what the user fills in is set. */
const startValues = (mode: BlockadeDialogMode, today: string): BlockadeFormValues => {
  const values = formValuesOf(mode.kind === 'edit' ? mode.blockade : mode.kind === 'new' ? mode.form : null, today, false);
  return mode.kind === 'mass' ? { ...values, start_date: '' } : values;
};

/** The dialog's title and form, started from the mode it opened with (a new key per blockade starts them afresh). */
function BlockadeForm({
  mode,
  personName,
  personalEnabled,
  tree,
  today,
  error,
  onSubmit,
  onClose,
}: BlockadeDialogProps & { mode: BlockadeDialogMode }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<BlockadeFormValues>(() => startValues(mode, today));
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const mass = mode.kind === 'mass';

  const set =
    <K extends keyof BlockadeFormValues>(key: K) =>
    (value: BlockadeFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const picked = namesOf(tree, new Set(values.branches));
  const where = picked.length === 1 ? picked[0] : picked.length > 1 ? t('blockades.branch_count', { count: picked.length }) : '';
  const title = [t('blockades.title'), where, personName].filter(Boolean).join(' - ');

  const submit = async () => {
    const missing = mass ? [] : formProblems(values);
    setProblems(missing);
    if (missing.length) return;
    setBusy(true);
    try {
      await onSubmit(mass ? massFieldsOf(values) : fieldsOf(values));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle data-testid="blockade-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {mass ? <Typography variant="body2">{t('blockades.mass_hint', { count: mode.ids.length })}</Typography> : null}
          {error || problems.length ? (
            <Alert severity="error" data-testid="blockade-dialog-error">
              {[error, ...problems.map((p) => t(p))].filter(Boolean).join(' ')}
            </Alert>
          ) : null}
          <RadioGroup row value={values.pool ? 'pool' : 'personal'} onChange={(e) => set('pool')(e.target.value === 'pool')}>
            <FormControlLabel
              value="pool"
              control={<Radio slotProps={{ input: { 'data-testid': 'blockade-kind-pool' } as object }} />}
              label={t('blockades.pool')}
              disabled={busy}
            />
            <FormControlLabel
              value="personal"
              control={<Radio slotProps={{ input: { 'data-testid': 'blockade-kind-personal' } as object }} />}
              label={personalEnabled ? t('blockades.personal') : t('blockades.personal_off')}
              disabled={busy || (!personalEnabled && values.pool)}
            />
          </RadioGroup>
          <BlockadeBranchPicker items={tree} selected={values.branches} onChange={set('branches')} disabled={busy} />
          <DateField
            label={t('blockades.start_date')}
            value={values.start_date}
            onChange={set('start_date')}
            onBlur={() => undefined}
            disabled={busy}
            required={!mass}
            testId="blockade-start"
          />
          <DateField
            label={t('blockades.end_date')}
            value={values.end_date}
            onChange={set('end_date')}
            onBlur={() => undefined}
            disabled={busy}
            required={false}
            testId="blockade-end"
          />
          <TextField label={t('blockades.city')} value={values.city} onChange={(e) => set('city')(e.target.value)} disabled={busy} />
          <TextField
            label={t('blockades.remark')}
            value={values.remark}
            onChange={(e) => set('remark')(e.target.value)}
            disabled={busy}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { 'data-testid': 'blockade-remark' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('blockades.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="blockade-save">
          {t('blockades.save')}
        </Button>
      </DialogActions>
    </>
  );
}
