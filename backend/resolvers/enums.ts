import type { CountryCodeEnum, PaymentTokenTypeEnum } from './types.generated';

/*
 * Values stored as text that the schema types as enums. Each was checked when it was stored (a country of the country
 * table, a token type written by the shop itself), so they are only narrowed here.
 */
export const countryCode = (code: string) => code as CountryCodeEnum;
export const paymentTokenType = (type: string) => type as PaymentTokenTypeEnum;
