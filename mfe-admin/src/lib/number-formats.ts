/** Euro with Dutch formatting (spec 001 section 9), whatever the language. */
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const KM = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

export const formatEuro = (amount: number) => EURO.format(amount);
export const formatKm = (km: number) => `${KM.format(km)} km`;
