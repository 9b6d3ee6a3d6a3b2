import { TIME_ZONE } from '@app/contracts';

/** An API date ('YYYY-MM-DD', or a timestamp's date part) as the screens write it ('DD-MM-YYYY', DateFormat.display). */
export function formatDisplayDate(apiDate: string): string {
  const [year, month, day] = apiDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

// the browser's own time zone data: a page that only shows times needs no date library for them
const onAmsterdamClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant (an API timestamp) on Amsterdam's clock as 'DD-MM-YYYY HH:mm' (DateFormat.dateTime), as `inAmsterdam(...).format` writes it. */
export function formatDisplayDateTime(instant: string | number | Date): string {
  const part = Object.fromEntries(onAmsterdamClock.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}
