import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useRegions } from '../../checkout';
import type { AddressBookValues, CustomerAddress } from './addressBookValues';
import CREATE_CUSTOMER_ADDRESS from './createCustomerAddress.graphql';
import DELETE_CUSTOMER_ADDRESS from './deleteCustomerAddress.graphql';
import GET_CUSTOMER_ADDRESSES from './getCustomerAddresses.graphql';
import UPDATE_CUSTOMER_ADDRESS from './updateCustomerAddress.graphql';

/** The saved addresses, the one being added or edited, and saving or deleting them. */
export function useAddressBookPage() {
  const { data, loading, error } = useQuery(GET_CUSTOMER_ADDRESSES, {
    fetchPolicy: 'cache-and-network'
  });
  // The same US regions the checkout's address formatter uses (§5).
  const { regions } = useRegions();
  const refetchQueries = [{ query: GET_CUSTOMER_ADDRESSES }];
  const [createAddress, createState] = useMutation(CREATE_CUSTOMER_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const [updateAddress, updateState] = useMutation(UPDATE_CUSTOMER_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const [deleteAddress, deleteState] = useMutation(DELETE_CUSTOMER_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<'new' | { uid: string } | null>(null);
  const addresses = (data?.customer?.addresses ?? []).filter((address): address is CustomerAddress => Boolean(address?.uid));

  const save = async (values: AddressBookValues) => {
    const region = regions.find((candidate) => String(candidate.id) === String(values.regionId));
    const input = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      street: values.street
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      city: values.city.trim(),
      region: region ? { region_id: region.id, region_code: region.code, region: region.name } : undefined,
      postcode: values.postcode.trim(),
      telephone: values.telephone.trim(),
      country_code: 'US' as const,
      default_shipping: Boolean(values.defaultShipping),
      default_billing: Boolean(values.defaultBilling)
    };
    try {
      if (editing === 'new') await createAddress({ variables: { input } });
      else if (editing) await updateAddress({ variables: { uid: editing.uid, input } });
      setEditing(null);
    } catch {
      // Shown from the mutation state.
    }
  };

  const editedAddress = editing !== null && editing !== 'new' ? addresses.find((candidate) => candidate.uid === editing.uid) : undefined;

  return { data, loading, error, regions, addresses, editing, setEditing, editedAddress, save, createState, updateState, deleteAddress, deleteState };
}
