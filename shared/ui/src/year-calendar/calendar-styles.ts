import { alpha, styled } from '@mui/material/styles';
import { COLOUR_CLASSES } from './lib/colour-class';
import { COLOUR_OF_CLASS, STAFFING_VEIL } from './calendar-colours';

/**
 * Every look of the calendar as class rules on one root: a year holds about 500 day cells and 1000
 * daypart bars, and plain class names keep each of them as cheap to render as a bare element.
 */
export const CalendarRoot = styled('div')(({ theme }) => ({
  position: 'relative',
  userSelect: 'none',
  '& .yc-months': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(236px, 1fr))',
    gap: theme.spacing(2),
  },
  '& .yc-month': { minWidth: 0 },
  '& .yc-title': {
    ...theme.typography.subtitle2,
    display: 'block',
    width: '100%',
    margin: 0,
    padding: theme.spacing(0.5, 0),
    border: 0,
    background: 'none',
    color: theme.palette.text.primary,
    textAlign: 'left',
    textTransform: 'capitalize',
  },
  '& button.yc-title, & button.yc-head': { cursor: 'pointer', borderRadius: theme.shape.borderRadius },
  '& button.yc-title:hover, & button.yc-head:hover': { backgroundColor: theme.palette.action.hover },
  '& .yc-row': { display: 'grid', gridTemplateColumns: 'var(--yc-columns)', gap: 2, marginBottom: 2 },
  '& .yc-head': {
    ...theme.typography.caption,
    border: 0,
    padding: 0,
    background: 'none',
    color: theme.palette.text.secondary,
    textAlign: 'center',
    lineHeight: '20px',
    minWidth: 0,
  },
  '& .yc-week': { alignSelf: 'center' },
  '& .yc-day': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    padding: 2,
    minWidth: 0,
    borderRadius: 4,
    backgroundColor: theme.palette.background.paper,
    boxShadow: `inset 0 0 0 1px ${theme.palette.divider}`,
    cursor: 'pointer',
    outline: 'none',
  },
  // a day's parts take no pointer events of their own: a drag then sees one pointerover a day, from the day itself
  '& .yc-day > *': { pointerEvents: 'none' },
  '& .yc-day-number': { ...theme.typography.caption, lineHeight: '14px', textAlign: 'center' },
  '& .yc-dayparts': { display: 'flex', flexDirection: 'column', gap: 1 },
  '& .yc-dp': { display: 'block', height: 7, borderRadius: 2, backgroundColor: theme.palette.grey[100], overflow: 'hidden', fontSize: 7 },
  '& .yc-dp-off': {
    backgroundImage: `repeating-linear-gradient(45deg, transparent 0 2px, ${theme.palette.grey[300]} 2px 3px)`,
  },
  ...Object.fromEntries(COLOUR_CLASSES.map((colour) => [`& .yc-dp-${colour}`, { backgroundColor: COLOUR_OF_CLASS[colour] }])),
  ...Object.fromEntries(
    Object.entries(STAFFING_VEIL).map(([shade, veil]) => [
      `& .yc-shade-${shade}`,
      { backgroundImage: `linear-gradient(${veil}, ${veil})` },
    ]),
  ),
  '& .yc-disabled': {
    cursor: 'not-allowed',
    color: theme.palette.text.disabled,
    backgroundColor: theme.palette.grey[100],
    '& .yc-dayparts': { opacity: 0.45 },
  },
  '& .yc-readonly': { cursor: 'default' },
  '& .yc-warning::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    right: 0,
    borderStyle: 'solid',
    borderWidth: '0 7px 7px 0',
    borderColor: `transparent ${theme.palette.warning.main} transparent transparent`,
  },
  '& .yc-selected': {
    backgroundColor: alpha(theme.palette.primary.main, 0.16),
    boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}`,
  },
  '& .yc-preview-select': {
    boxShadow: `inset 0 0 0 2px ${theme.palette.primary.light}`,
    backgroundColor: alpha(theme.palette.primary.main, 0.08),
  },
  '& .yc-preview-deselect': { boxShadow: `inset 0 0 0 2px ${theme.palette.error.light}`, backgroundColor: theme.palette.background.paper },
  '& .yc-day:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 1, zIndex: 1 },
  '& .yc-popup': {
    position: 'sticky',
    bottom: theme.spacing(2),
    zIndex: 2,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    width: 'fit-content',
    margin: theme.spacing(2, 'auto', 0),
    padding: theme.spacing(1, 1, 1, 2),
  },
}));
