/** The response body of every API call (DESIGN section 3). */
export interface Message {
  type: 'error' | 'warning' | 'info' | 'success';
  title: string;
  message: string;
}

export interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  links: { current: string };
}

/**
 * What kind of failure an answer is (ERR-GEN-02), beside or instead of its messages: a refused
 * input ('validation': the validation title, with the file's error where an upload was refused,
 * else a generic description) or anything else ('exception': a generic title and description).
 */
export interface MetaException {
  type: 'validation' | 'exception';
  title: string;
  message: string;
}

export interface Meta {
  pagination?: Pagination;
  messages?: Message[];
  exception?: MetaException;
  /** field path -> messages, on 422 */
  errors?: Record<string, string[]>;
  /** sums over every row a list's filter selects, not just the page (the work-state list) */
  totals?: Record<string, number>;
}

export interface Envelope<T> {
  data: T;
  meta: Meta;
}

export const VERSION_HEADER = 'x-app-version';
/** The id the gateway gives every request: in every log line about it and in the browser's error reports. */
export const REQUEST_ID_HEADER = 'x-request-id';
export const LOCALE_COOKIE = 'locale';
export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
export const TIME_ZONE = 'Europe/Amsterdam';

// made on first use, once per process (or page): making a formatter costs far more than using one
let amsterdamDate: Intl.DateTimeFormat | undefined;

/** The date of an instant in Europe/Amsterdam, `YYYY-MM-DD` (en-CA writes dates so): what 'today' means. */
export const dateInAmsterdam = (instant: Date): string =>
  (amsterdamDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })).format(
    instant,
  );

let amsterdamClock: Intl.DateTimeFormat | undefined;

/** An instant on Amsterdam's clock as the screens and exports write it: `DD-MM-YYYY HH:mm`. */
export function instantInAmsterdam(instant: Date): string {
  amsterdamClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(amsterdamClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}

export const PRODUCT_NAME = 'Invalpool';
