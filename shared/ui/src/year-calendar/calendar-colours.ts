import { amber, blue, cyan, green, grey, indigo, lightGreen, orange, pink, purple, red, teal } from '@mui/material/colors';
import type { ColourClass } from './lib/colour-class';

/**
 * The background of each colour class (CAL-PAGE-08). The request status colours follow the list's
 * (completed green, medium orange, high red); a person's own states use softer tones.
 */
export const COLOUR_OF_CLASS: Record<ColourClass, string> = {
  closed: grey[500],
  planned: green[600],
  reserved: purple[300],
  invited: amber[500],
  open: red[300],
  vacation: cyan[300],
  vacation_but_available: teal[200],
  absented: grey[800],
  absent_but_available: orange[300],
  not_planned: blue[200],
  absence: pink[300],
  available: lightGreen[300],
  plannable_vacation: cyan[100],
  planned_during_vacation: green[900],
  non_working_day: grey[300],
  high: red[600],
  medium: orange[600],
  completed: green[500],
  assigned: indigo[200],
};

/** Staffing shading (CAL-PAGE-09): a dark blue veil over the daypart, stronger with more persons. */
export const STAFFING_VEIL = {
  light: 'rgba(13, 71, 161, 0.25)',
  medium: 'rgba(13, 71, 161, 0.5)',
  dark: 'rgba(13, 71, 161, 0.8)',
} as const;
