/**
 * Amounts with Dutch formatting whatever the language (spec 001 section 9): euro, km, WTF (4
 * decimals) and hours. A value that is not there (null) shows as an empty cell.
 */
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const KM = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const WTF = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const HOURS = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

const orEmpty = (format: (n: number) => string) => (value: number | null | undefined) =>
  value === null || value === undefined ? '' : format(value);

export const formatEuro = orEmpty((n) => EURO.format(n));
export const formatKm = orEmpty((n) => `${KM.format(n)} km`);
export const formatWtf = orEmpty((n) => WTF.format(n));
export const formatHours = orEmpty((n) => HOURS.format(n));
