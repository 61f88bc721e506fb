import type { RequestContext } from '../shop';
import { inputError } from './errors';

/** An address as carts, customers and orders keep it (JSON in their rows). */
export interface Address {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  region_code?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code: string;
  telephone: string;
}

/** An address as typed in: any field may be missing. */
export type AddressInputFields = { [K in Exclude<keyof Address, 'street'>]?: Address[K] | null } & { street?: (string | null)[] | null };

/** Validates and normalises an address (Magento's required fields; US needs a known region and a postcode). */
export function normaliseAddress(ctx: RequestContext, a: AddressInputFields): Address {
  for (const f of ['firstname', 'lastname', 'city', 'country_code', 'telephone'] as const) {
    if (!a[f] || !String(a[f]).trim()) throw inputError(`"${f}" is required. Enter and try again.`);
  }
  if (!a.street?.length || !a.street.some((s) => s?.trim())) throw inputError('"street" is required. Enter and try again.');
  const country = String(a.country_code).toUpperCase();
  const content = ctx.shop.data.content;
  if (!content.country(country)) throw inputError(`The address failed to save. Verify the address and try again.`);
  let region: { id: number; code: string; name: string } | undefined;
  if (country === 'US') {
    region = a.region_id ? content.regionById(a.region_id, country) : content.regionByCodeOrName(country, a.region_code ?? a.region ?? '');
    if (!region) throw inputError('"regionId" is required. Enter and try again.');
    if (!a.postcode?.trim()) throw inputError('"postcode" is required. Enter and try again.');
  }
  return {
    firstname: a.firstname!.trim(),
    lastname: a.lastname!.trim(),
    company: a.company ?? null,
    street: a.street.filter((line): line is string => !!line),
    city: a.city!.trim(),
    region: region?.name ?? a.region ?? null,
    region_code: region?.code ?? a.region_code ?? null,
    region_id: region?.id ?? null,
    postcode: a.postcode ?? null,
    country_code: country,
    telephone: a.telephone!.trim()
  };
}

export const parseAddress = (json: string | null): Address | null => (json ? (JSON.parse(json) as Address) : null);

/**
 * The destination of a shipping estimate (Magento's estimate-shipping-methods and totals-information): only country,
 * region and postcode count, nothing is required and nothing is stored. A region is looked up by id, else by code or
 * name, so tax rates on a region apply; an unknown one is left out.
 */
export function estimateAddress(
  ctx: RequestContext,
  a: Pick<AddressInputFields, 'country_code' | 'region_code' | 'region' | 'region_id' | 'postcode'>
): Address {
  const country = String(a.country_code ?? '')
    .trim()
    .toUpperCase();
  const content = ctx.shop.data.content;
  const region =
    (a.region_id ? content.regionById(Number(a.region_id), country) : undefined) ??
    (a.region_code || a.region ? content.regionByCodeOrName(country, String(a.region_code || a.region)) : undefined);
  return {
    firstname: '',
    lastname: '',
    street: [],
    city: '',
    telephone: '',
    country_code: country,
    region: region?.name ?? null,
    region_code: region?.code ?? null,
    region_id: region?.id ?? null,
    postcode: a.postcode ? String(a.postcode).trim() : null
  };
}
