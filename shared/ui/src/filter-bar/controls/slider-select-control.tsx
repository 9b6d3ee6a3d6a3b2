import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-types';
import { controlTestId } from './control-label';
import { useDraft } from './use-draft';

/** A typed or slid value applies this long after it rests (FILTER-25). */
export const SLIDER_DEBOUNCE_MS = 500;
const BANDS = ['#1976d2', '#009688', '#2e7d32', '#ed6c02', '#d32f2f'] as const;

/** Colour bands by fifths of the maximum: blue, teal, green, orange, red. */
export const sliderColour = (value: number, max: number): string => BANDS[Math.min(4, Math.max(0, Math.floor((value / (max || 1)) * 5)))]!;

/** A typed value is capped at the template maximum and at least 0. */
export const capSliderValue = (value: number, max: number): number => Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0));

/** slider_select_component: one number between 0 and the template's max. */
export function SliderSelectControl({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const max = item.max ?? 100;
  const stored = typeof values[item.key] === 'number' ? (values[item.key] as number) : null;
  const [draft, setDraft] = useDraft<number | null>(stored);
  useEffect(() => {
    if (draft === stored) return;
    const timer = setTimeout(() => change({ [item.key]: draft }), SLIDER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, stored, change, item.key]);

  const shown = draft ?? 0;
  return (
    <Box sx={{ minWidth: 240 }}>
      <Typography variant="caption">{t(item.label)}</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Slider
          size="small"
          value={shown}
          min={0}
          max={max}
          step={item.step ?? 1}
          onChange={(_e, v) => setDraft(v as number)}
          sx={{ color: sliderColour(shown, max) }}
          slotProps={{ input: { 'data-testid': controlTestId(testId, item, 'slider') } as object }}
        />
        <TextField
          size="small"
          type="number"
          value={draft ?? ''}
          onChange={(e) => setDraft(e.target.value === '' ? null : capSliderValue(Number(e.target.value), max))}
          sx={{ width: 90 }}
          slotProps={{ htmlInput: { 'data-testid': controlTestId(testId, item), min: 0, max } as object }}
        />
      </Box>
    </Box>
  );
}
