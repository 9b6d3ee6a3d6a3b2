import Alert from '@mui/material/Alert';
import CancelIcon from '@mui/icons-material/Cancel';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { LabelOption } from '../../lib/person-labels-api';
import { groupPersonLabels, type PersonLabel } from './label-groups';

export interface PersonLabelsEditorProps {
  labels: readonly PersonLabel[];
  /** with the right to change persons: chips can be removed and labels added */
  canEdit: boolean;
  /** the pool's labels; the picker leaves out those the person holds and groups a person may not hold */
  options?: readonly LabelOption[];
  busy?: boolean;
  /** the server's refusal (a label group rule), shown above the groups */
  error?: string | null;
  onAdd?(labelId: number): void;
  onRemove?(labelId: number): void;
  /** which options the holder may get; default: labels of person-selectable groups (a branch passes its own rule) */
  selectable?(option: LabelOption): boolean;
}

const personSelectable = (o: LabelOption) => o.label_group.person_selectable !== false;

/**
 * The person's labels grouped by label group, each a chip in its group's colour (spec 001 section 3,
 * Label and label group). Which label a person may hold is the server's rule; its 422 text shows here.
 */
export function PersonLabelsEditor({
  labels,
  canEdit,
  options = [],
  busy = false,
  error,
  onAdd,
  onRemove,
  selectable = personSelectable,
}: PersonLabelsEditorProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const held = new Set(labels.map((l) => l.id));
  const offered = options.filter((o) => !held.has(o.id) && selectable(o));
  return (
    <Stack spacing={2} data-testid="person-labels">
      {error ? (
        <Alert severity="error" data-testid="person-labels-error">
          {error}
        </Alert>
      ) : null}
      {labels.length === 0 ? (
        <Typography color="text.secondary" data-testid="person-labels-empty">
          {t('labels.none')}
        </Typography>
      ) : null}
      {groupPersonLabels(labels).map(({ group, labels: inGroup }) => (
        <Box key={group.id} data-testid={`person-labels-group-${group.id}`}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {group.name}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {inGroup.map((label) => (
              <Chip
                key={label.id}
                label={label.name}
                size="small"
                sx={{ bgcolor: group.color, color: theme.palette.getContrastText(group.color) }}
                onDelete={canEdit && onRemove && !busy ? () => onRemove(label.id) : undefined}
                deleteIcon={<CancelIcon aria-label={t('labels.remove', { name: label.name })} aria-hidden={false} />}
                data-testid={`person-label-${label.id}`}
              />
            ))}
          </Stack>
        </Box>
      ))}
      {canEdit && onAdd ? (
        <Autocomplete<LabelOption>
          options={offered}
          value={null}
          disabled={busy}
          groupBy={(o) => o.label_group.name}
          getOptionLabel={(o) => o.name}
          getOptionKey={(o) => String(o.id)}
          noOptionsText={t('template_form.no_options')}
          onChange={(_e, chosen) => chosen && onAdd(chosen.id)}
          size="small"
          sx={{ maxWidth: 360 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('labels.add')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'person-labels-add' } as object,
              }}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
