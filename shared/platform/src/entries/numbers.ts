// `@app/platform/numbers`: euro, km, WTF and hours in Dutch number formats.
export { formatEuro, formatHours, formatKm, formatWtf } from '../numbers/dutch-numbers';
