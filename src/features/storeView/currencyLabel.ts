import { currencySymbol } from '../../lib/formatPrice';

/** A currency as the switcher shows it: `$ USD`, or just the code when it has no symbol of its own (`CHF`). */
export const currencyLabel = (code: string) => (currencySymbol(code) === code ? code : `${currencySymbol(code)} ${code}`);
