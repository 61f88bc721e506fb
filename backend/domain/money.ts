/*
 * Money arithmetic in integer cents. Rates are applied with six decimals in integers, so a conversion is exact (for
 * amounts up to 9e9 cents) and the database (db/catalog's shown prices) can do the very same sum.
 */
export const RATE_SCALE = 1_000_000;
export const scaledRate = (rate: number) => Math.round(rate * RATE_SCALE);
/** Cents of the base currency in the currency of `rate`, rounded half up to the cent. */
export const convertCents = (cents: number, rate: number) => Math.floor((cents * scaledRate(rate) + RATE_SCALE / 2) / RATE_SCALE);
/** Half up to whole cents of a percentage of an amount. */
export const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);
