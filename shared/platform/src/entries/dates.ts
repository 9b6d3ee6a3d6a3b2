// `@app/platform/dates`: dayjs with the plugins and the Amsterdam zone.
export { dayjs, DateFormat, inAmsterdam, formatDisplayDate, formatShortDay } from '../dates/dayjs';
export { CLOCK_TICK_MS, timeLeft, useNow } from '../dates/use-now';
