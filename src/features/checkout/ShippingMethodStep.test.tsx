import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createTestStore } from '../../app/store.testing';
import { cartState } from '../cart/cart.testing';
import type { ShippingMethod } from './checkoutTypes';
import { checkoutReducer } from './checkoutSlice';
import { initialCheckoutState } from './checkoutState';
import ShippingMethodStep from './ShippingMethodStep';

const method = (carrier: string, title: string, value: number): ShippingMethod => ({
  carrier_code: carrier,
  method_code: carrier,
  carrier_title: title,
  method_title: 'Fixed',
  title,
  code: carrier,
  amount: { currency: 'USD', value }
});
const FLAT = method('flatrate', 'Flat Rate', 5);
const FREE = method('freeshipping', 'Free Shipping', 0);
const TABLE = method('tablerate', 'Best Way', 9);

function renderStep(available: ShippingMethod[], selected: ShippingMethod | null) {
  const checkout = { ...initialCheckoutState, availableShippingMethods: available, selectedShippingMethod: selected };
  const { store } = createTestStore({}, { cart: cartState(), checkout });
  store.addSliceReducer('checkout', checkoutReducer);
  render(
    <ReduxProvider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ShippingMethodStep status="active" />
      </IntlProvider>
    </ReduxProvider>
  );
}

describe('ShippingMethodStep after an address edit', () => {
  it('keeps the chosen method while the new address is still offered it', () => {
    renderStep([FLAT, FREE], FREE);
    expect(screen.getByRole('radio', { name: /Free Shipping/ })).toBeChecked();
  });

  it('falls back to the first method offered when the chosen one no longer is', () => {
    renderStep([FLAT, FREE], TABLE);
    expect(screen.getByRole('radio', { name: /Flat Rate/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it("shows a carrier's reason for not shipping there, and does not offer it", () => {
    renderStep(
      [FLAT, { ...TABLE, unavailableMessage: 'This shipping method is not available. To use this shipping method, please contact us.' }],
      null
    );
    expect(screen.getByText('Best Way: This shipping method is not available. To use this shipping method, please contact us.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Flat Rate/ })).toBeChecked();
  });

  it('says when no method ships to the address, and offers no way on', () => {
    renderStep([], FLAT);
    expect(screen.getByText('No shipping methods are available for this address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  });
});
