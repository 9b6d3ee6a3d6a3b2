import { createTheme } from '@mui/material/styles';

/** Material, primary blue, dark header (DESIGN section 2). */
export const theme = createTheme({
  palette: {
    // every colour a text or an outlined button takes reaches WCAG AA (4.5) on white and on the page
    // background; MUI's own warning (3.1), info (3.9) and this teal (4.3) did not
    primary: { main: '#1565c0' },
    secondary: { main: '#00796b' },
    warning: { main: '#a84b00' },
    info: { main: '#01579b' },
    background: { default: '#f4f6f8' },
  },
  components: {
    MuiAppBar: {
      styleOverrides: { root: { backgroundColor: '#1e2a38', color: '#ffffff' } },
    },
    // MUI's initials avatar is light text on light grey (contrast 1.7): dark grey keeps WCAG AA (4.5)
    MuiAvatar: {
      styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#ffffff' } },
    },
  },
});

export const HEADER_BACKGROUND = '#1e2a38';
