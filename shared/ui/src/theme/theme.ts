import { createTheme } from '@mui/material/styles';

/** Material, primary blue, dark header (DESIGN section 2). */
export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00897b' },
    background: { default: '#f4f6f8' },
  },
  components: {
    MuiAppBar: {
      styleOverrides: { root: { backgroundColor: '#1e2a38', color: '#ffffff' } },
    },
  },
});

export const HEADER_BACKGROUND = '#1e2a38';
