import type { Operation } from '@apollo/client/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDefinitionNode, FieldNode } from 'graphql';
import { renderShell } from '../../../app/shell.testing';
import AddressBookPage from './AddressBookPage';
import { createInitialUserState } from '../user/userSlice';

const signedIn = { user: { ...createInitialUserState(), token: 'tok', isSignedIn: true } };
const regions = {
  data: {
    country: {
      __typename: 'Country',
      id: 'US',
      full_name_locale: 'United States',
      available_regions: [{ __typename: 'Region', id: 57, code: 'TX', name: 'Texas' }]
    }
  }
};
const address = (id: number, street: string, isDefault: boolean) => ({
  __typename: 'CustomerAddress',
  id,
  uid: btoa(String(id)),
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: [street],
  city: 'Austin',
  region: { __typename: 'CustomerAddressRegion', region: 'Texas', region_code: 'TX', region_id: 57 },
  postcode: '78701',
  country_code: 'US',
  telephone: '5125550100',
  default_shipping: isDefault,
  default_billing: isDefault
});

/** The root field an operation calls (its mutation name in Magento's schema). */
const rootField = (operation: Operation) =>
  ((operation.query.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode).name.value;

describe('AddressBookPage', () => {
  it('edits and deletes addresses by uid with Magento 2.4.7’s updateCustomerAddressV2 and deleteCustomerAddressV2', async () => {
    let addresses = [address(1, '1 Analytical Way', true), address(2, '2 Engine Street', false)];
    const { sent } = await renderShell(<AddressBookPage />, {
      preloadedState: signedIn,
      responses: {
        GetCheckoutRegions: regions,
        GetCustomerAddresses: () => ({ data: { customer: { __typename: 'Customer', id: '1', addresses } } }),
        UpdateCustomerAddress: (operation: Operation) => {
          addresses = addresses.map((item) => (item.uid === operation.variables.uid ? { ...item, city: operation.variables.input.city } : item));
          return { data: { updateCustomerAddressV2: { __typename: 'CustomerAddress', id: 2, uid: operation.variables.uid } } };
        },
        DeleteCustomerAddress: (operation: Operation) => {
          addresses = addresses.filter((item) => item.uid !== operation.variables.uid);
          return { data: { deleteCustomerAddressV2: true } };
        }
      }
    });
    const user = userEvent.setup();
    const second = (await screen.findByText(/2 Engine Street/)).closest('li') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Edit' }));
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Dallas');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getByText(/Dallas/)).toBeInTheDocument());
    const update = sent.find((operation) => operation.operationName === 'UpdateCustomerAddress')!;
    expect(rootField(update)).toBe('updateCustomerAddressV2');
    expect(update.variables).toMatchObject({ uid: 'Mg==', input: { city: 'Dallas', street: ['2 Engine Street'] } });

    const updated = screen.getByText(/2 Engine Street/).closest('li') as HTMLElement;
    await user.click(within(updated).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(/2 Engine Street/)).not.toBeInTheDocument());
    const deletion = sent.find((operation) => operation.operationName === 'DeleteCustomerAddress')!;
    expect(rootField(deletion)).toBe('deleteCustomerAddressV2');
    expect(deletion.variables).toEqual({ uid: 'Mg==' });
    expect(screen.getByText(/1 Analytical Way/)).toBeInTheDocument();
  });
});
