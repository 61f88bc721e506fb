import { useQuery } from '@apollo/client/react';
import { isRequired, type Validator } from '../../lib/validators';
import { formatAddress, type Region } from './addressFormatter';
import type { Address } from './checkoutTypes';
import GET_REGIONS from './getCheckoutRegions.graphql';

/** What the address form edits: the §3 address as the shopper types it. */
export type AddressFormValues = {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
};

export type AddressField = keyof AddressFormValues;

export const EMPTY_ADDRESS_VALUES: AddressFormValues = {
  firstname: '',
  lastname: '',
  street1: '',
  street2: '',
  city: '',
  region_code: '',
  postcode: '',
  telephone: ''
};

/** §5: every field but the second street line is required ('Is required.'). */
export const ADDRESS_VALIDATORS: Partial<Record<AddressField, Validator>> = {
  firstname: isRequired,
  lastname: isRequired,
  street1: isRequired,
  city: isRequired,
  region_code: isRequired,
  postcode: isRequired,
  telephone: isRequired
};

export function toAddressValues(address: Address | null | undefined): AddressFormValues {
  if (!address) return EMPTY_ADDRESS_VALUES;
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street1: address.street?.[0] ?? '',
    street2: address.street?.slice(1).join(' ') ?? '',
    city: address.city ?? '',
    region_code: address.region_code ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? ''
  };
}

/** The typed values as a §3 address, through the §5 formatter (US, the region's id, code and name). */
export function toAddress(values: AddressFormValues, regions: readonly Region[]): Address {
  return formatAddress(
    {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      street: [values.street1, values.street2],
      city: values.city.trim(),
      region_code: values.region_code,
      postcode: values.postcode.trim(),
      telephone: values.telephone.trim()
    },
    regions
  );
}

interface RegionsData {
  country?: { id?: string | null; available_regions?: Array<{ id?: number | null; code?: string | null; name?: string | null } | null> | null } | null;
}

/** The US regions for the region select (the countries query of the backend). */
export function useRegions(): { regions: Region[]; loading: boolean; error?: Error } {
  const { data, loading, error } = useQuery<RegionsData>(GET_REGIONS);
  const regions = (data?.country?.available_regions ?? []).flatMap((region) =>
    region?.id && region.code ? [{ id: region.id, code: region.code, name: region.name ?? region.code }] : []
  );
  return { regions, loading, error };
}
