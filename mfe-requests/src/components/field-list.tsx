import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FieldItem {
  key: string;
  label: string;
  value: ReactNode;
  /** spans both columns (remarks) */
  wide?: boolean;
}

/** A record read-only: label above value, two columns on a wide screen, one on a phone. Empty values show a dash. */
export function FieldList({ items, testId }: { items: FieldItem[]; testId: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ gridColumn: item.wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid={`${testId}-${item.key}`}>
            {item.value === null || item.value === undefined || item.value === '' ? '–' : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
