import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps, FilterValues } from '../filter-types';
import { controlTestId } from './control-label';
import { useDraft } from './use-draft';

/** Range slider defaults (FILTER-25). */
export const RANGE_DEFAULTS = { min: 0, max: 100, step: 1 } as const;

/** The range as stored: one list under the key, or its elements' from and to keys. */
function readRange(props: FilterControlProps, min: number, max: number): [number, number] {
  const { item, values } = props;
  const raw = item.elements
    ? [values[item.elements.from.key], values[item.elements.to.key]]
    : Array.isArray(values[item.key])
      ? (values[item.key] as unknown[])
      : [];
  return [
    typeof raw[0] === 'number' ? raw[0] : Number(raw[0] ?? min) || min,
    typeof raw[1] === 'number' ? raw[1] : Number(raw[1] ?? max) || max,
  ];
}

/** range_slider: a from and a to number; applied when the thumb is let go. */
export function RangeSliderControl(props: FilterControlProps) {
  const { item, change, testId } = props;
  const { t } = useTranslation();
  const min = item.min ?? RANGE_DEFAULTS.min;
  const max = item.max ?? RANGE_DEFAULTS.max;
  const [from, to] = readRange(props, min, max);
  const [draft, setDraft] = useDraft<[number, number]>([from, to], (a, b) => a[0] === b[0] && a[1] === b[1]);

  const commit = ([a, b]: number[]) => {
    const patch: FilterValues = item.elements ? { [item.elements.from.key]: a!, [item.elements.to.key]: b! } : { [item.key]: [a!, b!] };
    change(patch);
  };
  return (
    <Box sx={{ minWidth: 240 }} data-testid={controlTestId(testId, item)}>
      <Typography variant="caption">
        {t(item.label)}: {draft[0]} – {draft[1]}
      </Typography>
      <Slider
        size="small"
        value={draft}
        min={min}
        max={max}
        step={item.step ?? RANGE_DEFAULTS.step}
        onChange={(_e, v) => setDraft(v as [number, number])}
        onChangeCommitted={(_e, v) => commit(v as number[])}
        disableSwap
      />
    </Box>
  );
}
