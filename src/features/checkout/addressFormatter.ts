import type { Address } from './checkoutTypes';

/** Checkout ships to one country (§9). */
export const CHECKOUT_COUNTRY_ID = 'US';

export interface Region {
  id: number;
  code: string;
  name: string;
}

/**
 * §5 address formatter: knows only the US and its regions. Fills country_id US and the chosen region's
 * id, code and name (found by code, else id, else name); an unknown region leaves the region fields empty,
 * so the required-field check catches it.
 */
export function formatAddress(address: Address, regions: readonly Region[]): Address {
  const region =
    regions.find((candidate) => address.region_code && candidate.code === address.region_code) ??
    regions.find((candidate) => address.region_id && candidate.id === Number(address.region_id)) ??
    regions.find((candidate) => address.region && candidate.name === address.region);
  const { region_code: _code, region_id: _id, region: _name, ...rest } = address;
  return {
    ...rest,
    street: (address.street ?? []).map((line) => line.trim()).filter(Boolean),
    country_id: CHECKOUT_COUNTRY_ID,
    ...(region ? { region_id: region.id, region_code: region.code, region: region.name } : {})
  };
}

/** The lines an address is shown as: name, street lines, "City, RC 12345", telephone. */
export function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const place = [address.city, [address.region_code ?? address.region, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [name, ...(address.street ?? []), place, address.telephone ?? ''].filter(Boolean);
}
