import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props';
import { SEGMENT_CELLS, type SegmentRow } from './form-values';

const CELL_INPUT: Record<(typeof SEGMENT_CELLS)[number], { type: string; min?: number; max?: number; step?: number }> = {
  week_day: { type: 'number', min: 1, max: 7 },
  daypart: { type: 'number', min: 1, max: 2 },
  start_class_time: { type: 'time' },
  end_class_time: { type: 'time' },
  start_work_time: { type: 'time' },
  end_work_time: { type: 'time' },
  extra_time: { type: 'time' },
  wtf: { type: 'number', min: 0, step: 0.0001 },
};

const emptyRow = (): SegmentRow => Object.fromEntries(SEGMENT_CELLS.map((cell) => [cell, '']));

/** The segments of a week schedule: one row per week day and daypart, added and removed in place. */
export function SegmentsField({ label, value, onChange, disabled, required, error, testId }: FieldProps<SegmentRow[]>) {
  const { t } = useTranslation();
  const setCell = (index: number, cell: string, text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [cell]: text } : row)));
  return (
    <FormControl error={!!error} required={required} fullWidth data-testid={testId}>
      <FormLabel>{label}</FormLabel>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {SEGMENT_CELLS.map((cell) => (
                <TableCell key={cell}>{t(`template_form.segment.${cell}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {value.map((row, index) => (
              <TableRow key={index}>
                {SEGMENT_CELLS.map((cell) => {
                  const { type, ...limits } = CELL_INPUT[cell];
                  return (
                    <TableCell key={cell} sx={{ px: 0.5 }}>
                      <TextField
                        size="small"
                        variant="standard"
                        disabled={disabled}
                        type={type}
                        value={row[cell] ?? ''}
                        onChange={(e) => setCell(index, cell, e.target.value)}
                        slotProps={{
                          htmlInput: {
                            ...limits,
                            'aria-label': t(`template_form.segment.${cell}`),
                            'data-testid': `${testId}-${index}-${cell}`,
                          } as object,
                        }}
                      />
                    </TableCell>
                  );
                })}
                <TableCell sx={{ px: 0.5 }}>
                  <IconButton
                    size="small"
                    disabled={disabled}
                    aria-label={t('template_form.segment.remove')}
                    onClick={() => onChange(value.filter((_r, i) => i !== index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button
        size="small"
        disabled={disabled}
        sx={{ alignSelf: 'flex-start', mt: 1 }}
        onClick={() => onChange([...value, emptyRow()])}
        data-testid={`${testId}-add`}
      >
        {t('template_form.segment.add')}
      </Button>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
