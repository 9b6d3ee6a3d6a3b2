// `@app/platform/display-dates`: dates and times as the screens write them, without dayjs (holds no
// state: bundled by each build), for a page whose first download must stay small (the answer page).
export { formatDisplayDate, formatDisplayDateTime } from '../dates/display-dates';
