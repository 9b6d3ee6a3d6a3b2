import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The buttons of a step, side by side at full width (made for a 360 px phone). */
export const Actions = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1, mt: 2, '& > *': { flex: 1 } }}>{children}</Box>
);
