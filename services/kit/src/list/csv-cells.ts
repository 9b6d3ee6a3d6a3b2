import { instantInAmsterdam, type ColumnFormat } from '@app/contracts';

/**
 * How a column's values read on the screen (ADR 0149): its list format, and the words the client
 * shows for its stored values (`male` -> 'Man', `1` -> 'Ja'), sent with the export as it sends the
 * titles, since the services cannot read a module's texts.
 */
export interface CsvCellWording {
  format?: ColumnFormat;
  words?: Readonly<Record<string, string>>;
}

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** A stored value's key in the client's words: flags as 1 and 0, as the API sends them in queries. */
const wordKey = (value: unknown) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

/**
 * One value of a cell as the list shows it: the client's word for it where it sent one, dates
 * DD-MM-YYYY, instants on Amsterdam's clock, a wall-clock date-time unshifted; anything else as it is
 * (flags without words as the API's 1 and 0). The result is not yet neutralised against formulas.
 */
export function cellValueText(value: unknown, wording: CsvCellWording): string {
  const word = wording.words?.[wordKey(value)];
  if (word !== undefined) return word;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : instantInAmsterdam(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  const text = String(value);
  const { format } = wording;
  const date = API_DATE.exec(text.slice(0, 10));
  if ((format === 'date' || format === 'warning') && date) return `${date[3]}-${date[2]}-${date[1]}`;
  if (format === 'datetime' && !Number.isNaN(Date.parse(text))) return instantInAmsterdam(new Date(text));
  const local = LOCAL_DATETIME.exec(text);
  if (format === 'local_datetime' && local) return `${local[3]}-${local[2]}-${local[1]} ${local[4]}:${local[5]}`;
  return text;
}
