/** A saved address of the customer, as the address book reads it. */
export interface CustomerAddress {
  id: number;
  uid: string;
  firstname?: string | null;
  lastname?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}
/** The address book form's values: the street lines as one text, the region by id. */
export const EMPTY_ADDRESS_BOOK_VALUES = {
  firstname: '',
  lastname: '',
  street: '',
  city: '',
  regionId: '',
  postcode: '',
  telephone: '',
  defaultShipping: false,
  defaultBilling: false
};

export type AddressBookValues = typeof EMPTY_ADDRESS_BOOK_VALUES;

export function toAddressBookValues(address: CustomerAddress): AddressBookValues {
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: (address.street ?? []).filter(Boolean).join('\n'),
    city: address.city ?? '',
    regionId: address.region?.region_id ? String(address.region.region_id) : '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    defaultShipping: Boolean(address.default_shipping),
    defaultBilling: Boolean(address.default_billing)
  };
}
