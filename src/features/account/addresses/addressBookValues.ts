import type { CustomerAddressFragment } from '../../../graphql/fragments/customerAddress.graphql';

/** A saved address as the book lists it: one without a uid (the schema allows it) could not be edited or deleted. */
export type CustomerAddress = CustomerAddressFragment & { uid: string };
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
