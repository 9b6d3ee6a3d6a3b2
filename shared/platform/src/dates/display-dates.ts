import { instantInAmsterdam } from '@app/contracts';

/** An API date ('YYYY-MM-DD', or a timestamp's date part) as the screens write it ('DD-MM-YYYY', DateFormat.display). */
export function formatDisplayDate(apiDate: string): string {
  const [year, month, day] = apiDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** An instant (an API timestamp) on Amsterdam's clock as 'DD-MM-YYYY HH:mm' (DateFormat.dateTime), with the browser's own time zone data. */
export const formatDisplayDateTime = (instant: string | number | Date): string => instantInAmsterdam(new Date(instant));
