import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore } from '../../app/store.testing';
import { createTestApolloClient } from '../../graphql/createTestApolloClient.testing';
import type { RestClient } from '../../rest';
import { getDetailsStages } from '../cart/cartActions';
import { cartDetails, cartState } from '../cart/cart.testing';
import { checkoutReducer } from './checkoutSlice';
import PaymentStep from './PaymentStep';
import type { AvailablePaymentMethod } from './paymentMethods/paymentMethodModule';

// The payment step with each method module, against what the shop offers for the cart (REST payment-methods).

const storeConfig = (payableTo: string | null, sendTo: string | null) => ({
  data: {
    storeConfig: {
      __typename: 'StoreConfig',
      store_code: 'default',
      check_money_order_make_check_payable_to: payableTo,
      check_money_order_send_check_to: sendTo
    }
  }
});

async function renderStep(offered: AvailablePaymentMethod[] | (() => Promise<AvailablePaymentMethod[]>), config = storeConfig(null, null)) {
  const apollo = await createTestApolloClient({
    GetCheckoutRegions: { data: { country: { __typename: 'Country', id: 'US', full_name_locale: 'United States', available_regions: [] } } },
    GetCheckMoneyOrderConfig: config
  });
  const get = jest.fn(typeof offered === 'function' ? offered : async () => offered);
  const rest = { request: jest.fn(), get, post: jest.fn() } as unknown as RestClient;
  const { store } = createTestStore({ apollo: apollo.client, rest }, { cart: cartState() });
  store.addSliceReducer('checkout', checkoutReducer);
  await act(async () => {
    render(
      <ReduxProvider store={store}>
        <ApolloProvider client={apollo.client}>
          <IntlProvider locale="en-US" defaultLocale="en-US">
            <MemoryRouter>
              <PaymentStep status="active" />
            </MemoryRouter>
          </IntlProvider>
        </ApolloProvider>
      </ReduxProvider>
    );
  });
  return { store, get, user: userEvent.setup() };
}

beforeEach(() => window.sessionStorage.clear());

describe('PaymentStep', () => {
  it("offers the shop's methods in its order with its titles; one without a module is left out and logged once", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offered = [
      { code: 'banktransfer', title: 'Virement bancaire' },
      { code: 'braintree', title: 'Credit Card' },
      { code: 'checkmo', title: 'Chèque / mandat' }
    ];
    const { get } = await renderStep(offered);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['banktransfer', 'checkmo']);
    expect(screen.getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
    expect(screen.queryByText('Credit Card')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/rest/default/V1/guest-carts/cart-1/payment-methods', { cache: 'no-store' });
    expect(warn.mock.calls.filter(([message]) => String(message).includes('"braintree"'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('check / money order: tells whom to make the check payable to and where to send it (storeConfig)', async () => {
    const { user } = await renderStep(
      [
        { code: 'banktransfer', title: 'Bank Transfer Payment' },
        { code: 'checkmo', title: 'Check / Money order' }
      ],
      storeConfig('Sample Shop, Inc.', '12 Market Street\nPortland, OR 97205')
    );
    expect(screen.queryByText('Make check payable to:')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    expect(await screen.findByText('Sample Shop, Inc.')).toBeInTheDocument();
    expect(screen.getByText('Make check payable to:')).toBeInTheDocument();
    expect(screen.getByText(/12 Market Street/)).toHaveTextContent('12 Market Street Portland, OR 97205');
  });

  it('purchase order: requires its number, then submits it with the method and its title', async () => {
    const { store, user } = await renderStep([
      { code: 'checkmo', title: 'Check / Money order' },
      { code: 'purchaseorder', title: 'Purchase Order' }
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Purchase Order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    expect(screen.getByText('Is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Purchase Order Number')).toHaveFocus();
    expect(store.getState().checkout.paymentCode).toBe('');
    await user.type(screen.getByLabelText('Purchase Order Number'), 'X'.repeat(33));
    expect(screen.getByLabelText('Purchase Order Number')).toHaveValue('X'.repeat(32));
    await user.clear(screen.getByLabelText('Purchase Order Number'));
    await user.type(screen.getByLabelText('Purchase Order Number'), ' PO-2026-17 ');
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    await waitFor(() =>
      expect(store.getState().checkout).toMatchObject({
        paymentCode: 'purchaseorder',
        paymentTitle: 'Purchase Order',
        paymentData: { po_number: 'PO-2026-17' }
      })
    );
  });

  it('a method without fields (bank transfer, cash on delivery, free) submits its code alone', async () => {
    for (const method of [
      { code: 'cashondelivery', title: 'Cash On Delivery' },
      { code: 'free', title: 'No Payment Information Required' }
    ]) {
      const { store, user } = await renderStep([method]);
      await user.click(await screen.findByRole('button', { name: 'Review Order' }));
      await waitFor(() =>
        expect(store.getState().checkout).toMatchObject({ paymentCode: method.code, paymentTitle: method.title, paymentData: null })
      );
      document.body.innerHTML = '';
    }
  });

  it('says how to reach the shop when it offers no method the checkout can take, and offers no way to go on', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderStep([{ code: 'some_gateway', title: 'Some Gateway' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shop offers no payment method for this order. Please contact us to complete your purchase.'
    );
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('button', { name: 'Review Order' })).toBeDisabled();
    jest.restoreAllMocks();
  });

  it('asks again when the cart changes, and keeps the choice while it is still offered', async () => {
    let offered = [
      { code: 'checkmo', title: 'Check / Money order' },
      { code: 'banktransfer', title: 'Bank Transfer Payment' }
    ];
    const { store, get, user } = await renderStep(async () => offered);
    await user.click(await screen.findByRole('radio', { name: 'Bank Transfer Payment' }));
    offered = [{ code: 'banktransfer', title: 'Bank Transfer Payment' }, ...offered.slice(0, 1)];
    const details = cartDetails();
    const prices = details.prices as NonNullable<typeof details.prices>;
    await act(async () => {
      store.dispatch(getDetailsStages.receive({ ...details, prices: { ...prices, grand_total: { currency: 'USD', value: 999 } } }));
    });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('radio', { name: 'Bank Transfer Payment' })).toBeChecked();

    offered = [{ code: 'checkmo', title: 'Check / Money order' }];
    await act(async () => {
      store.dispatch(getDetailsStages.receive({ ...details, prices: { ...prices, grand_total: { currency: 'USD', value: 5 } } }));
    });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Bank Transfer Payment' })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Check / Money order' })).toBeChecked();
  });

  it('says when the methods could not be fetched, and tries again', async () => {
    let fail = true;
    await renderStep(async () => {
      if (fail) throw new Error('Service unavailable');
      return [{ code: 'checkmo', title: 'Check / Money order' }];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Check / Money order' })).toBeChecked();
  });
});
