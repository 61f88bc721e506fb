import type { FetchResult } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe, shellConfigResponse } from '../../app/shell.testing';
import { createTestApolloClient, type FakeResponder } from '../../graphql/createTestApolloClient.testing';
import { goOffline, throughHttpLink } from '../../graphql/offline.testing';
import { BrowserStorage, CHECKOUT_STORAGE_KEYS, readCartId, saveCartId, saveShippingEstimate } from '../../lib/storage';
import { createRestClient, RestError, type RestClient } from '../../rest';
import type { RootState } from '../../store/rootState';
import { createInitialUserState } from '../account/user/userSlice';
import { createTestStore } from '../../app/store.testing';
import { cartDetails, cartState, configurableItem, simpleItem } from '../cart/cart.testing';
import CheckoutPage from './CheckoutPage';
import Receipt from './Receipt';

// Whole journeys through lazily loaded steps, typed key by key: slower than a unit test on a shared machine.
jest.setTimeout(30_000);

const regionsResponse: FetchResult = {
  data: {
    country: {
      __typename: 'Country',
      id: 'US',
      full_name_locale: 'United States',
      available_regions: [
        { __typename: 'Region', id: 12, code: 'CA', name: 'California' },
        { __typename: 'Region', id: 57, code: 'TX', name: 'Texas' }
      ]
    }
  }
};
const methodsResponse: FetchResult = {
  data: {
    setShippingAddressesOnCart: {
      __typename: 'SetShippingAddressesOnCartOutput',
      cart: {
        __typename: 'Cart',
        id: 'cart-1',
        shipping_addresses: [
          {
            __typename: 'ShippingCartAddress',
            available_shipping_methods: [
              {
                __typename: 'AvailableShippingMethod',
                carrier_code: 'flatrate',
                carrier_title: 'Flat Rate',
                method_code: 'flatrate',
                method_title: 'Fixed',
                available: true,
                amount: { __typename: 'Money', currency: 'USD', value: 5 }
              }
            ]
          }
        ]
      }
    }
  }
};
const unavailable: FetchResult = { errors: [{ message: 'Service unavailable' } as never] };
/** What the shop offers (REST payment-methods), and a placed guest cart with its order number. */
const OFFERED = [
  { code: 'checkmo', title: 'Check / Money order' },
  { code: 'cashondelivery', title: 'Cash On Delivery' }
];
const restGet = (reservedOrderId: string | null = null) =>
  jest.fn(async (path: string) => (path.endsWith('/payment-methods') ? OFFERED : { reserved_order_id: reservedOrderId }));

/** Every step saved as a shopper who reached the review left it (to Texas by flat rate, cash on delivery). */
function saveEveryStep() {
  const storage = new BrowserStorage(window.localStorage);
  storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, {
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: ['1 Main St'],
    city: 'Austin',
    region_code: 'TX',
    region_id: 57,
    region: 'Texas',
    postcode: '78701',
    telephone: '5125550100',
    country_id: 'US',
    email: 'ada@example.com'
  });
  storage.setItem(CHECKOUT_STORAGE_KEYS.shippingMethod, {
    carrier_code: 'flatrate',
    method_code: 'flatrate',
    carrier_title: 'Flat Rate',
    method_title: 'Fixed'
  });
  storage.setItem(CHECKOUT_STORAGE_KEYS.billingAddress, { sameAsShippingAddress: true });
  storage.setItem(CHECKOUT_STORAGE_KEYS.paymentMethod, { code: 'cashondelivery', title: 'Cash On Delivery', data: null });
}

async function renderCheckout({
  responses = {},
  preloadedState = {},
  post = jest.fn(),
  get = restGet()
}: { responses?: Record<string, FetchResult | FakeResponder>; preloadedState?: Partial<RootState>; post?: jest.Mock; get?: jest.Mock } = {}) {
  const apollo = await createTestApolloClient({
    GetShellConfig: shellConfigResponse(),
    GetCheckoutRegions: regionsResponse,
    GetCartDetails: unavailable,
    ...responses
  });
  const rest = { request: jest.fn(), get, post } as unknown as RestClient;
  const { store } = createTestStore({ apollo: apollo.client, rest }, preloadedState);
  // Inside act: the page's first effects (begin checkout, adopt the saved cart) settle before the test looks.
  await act(async () => {
    render(
      <ReduxProvider store={store}>
        <ApolloProvider client={apollo.client}>
          <IntlProvider locale="en-US" defaultLocale="en-US">
            <MemoryRouter initialEntries={['/checkout']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
              <Routes>
                <Route path="/checkout" element={<CheckoutPage />} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </IntlProvider>
        </ApolloProvider>
      </ReduxProvider>
    );
  });
  return { store, post, sent: apollo.sent, user: userEvent.setup() };
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Street Address'), '1 Main St');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(await screen.findByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP Code'), '78701');
  await user.type(screen.getByLabelText('Phone Number'), '5125550100');
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('CheckoutPage', () => {
  it('shows an empty state with a way back to shopping when there is no cart', async () => {
    await renderCheckout();
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('takes a guest through every step to the receipt, then to account creation', async () => {
    const post = jest.fn().mockResolvedValueOnce({ payment_methods: [], totals: {} }).mockResolvedValueOnce('42');
    const get = restGet('000000042');
    const { user, store } = await renderCheckout({
      post,
      get,
      preloadedState: { cart: cartState({ details: { ...cartState().details, items: [configurableItem()] } }) },
      responses: {
        SetGuestEmailOnCart: {
          data: { setGuestEmailOnCart: { __typename: 'SetGuestEmailOnCartOutput', cart: { __typename: 'Cart', id: 'cart-1' } } }
        },
        SetShippingAddressOnCart: methodsResponse,
        CreateCart: { data: { cartId: 'cart-2' } }
      }
    });

    // 1. Contact: validated, then collapsed to a summary with Edit.
    await user.click(await screen.findByRole('button', { name: 'Continue to Shipping Address' }));
    expect(screen.getByText('Is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Address' }));
    expect(await screen.findByRole('button', { name: 'Edit Contact Information' })).toBeInTheDocument();

    // 2. Shipping address: every required field says so.
    await user.click(await screen.findByRole('button', { name: 'Continue to Shipping Method' }));
    expect(screen.getAllByText('Is required.')).toHaveLength(7);
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));

    // 3. Shipping method with its price.
    const method = await screen.findByRole('radio', { name: /Flat Rate - Fixed/ });
    expect(method).toBeChecked();
    expect(screen.getByText('$5.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(post).toHaveBeenCalledWith('/rest/default/V1/guest-carts/cart-1/shipping-information', expect.objectContaining({}));

    // 4. Payment: the shop's methods for this cart, its first one chosen, billing same as shipping by default.
    expect(await screen.findByRole('radio', { name: 'Check / Money order' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash On Delivery' })).not.toBeChecked();
    expect(get).toHaveBeenCalledWith('/rest/default/V1/guest-carts/cart-1/payment-methods', { cache: 'no-store' });
    expect(screen.getByRole('checkbox', { name: 'Billing address same as shipping address' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Review Order' }));

    // 5. Review and place the order.
    const review = await screen.findByRole('list', { name: 'Items in your order' });
    expect(within(review).getByText('Summer Dress')).toBeInTheDocument();
    expect(within(review).getByText('Color: Black, Size: XS')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    // Magento answers the entity id (42); the number of the mail is the placed cart's reserved_order_id.
    expect(screen.getByText('Order number: 000000042')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/rest/default/V1/guest-carts/cart-1', { cache: 'no-store' });
    expect(screen.getByText('1 Main St')).toBeInTheDocument();
    // What the order charged: the cart's totals as the review showed them (a placed cart has none left to ask for).
    const charged = screen.getByRole('heading', { name: 'Order totals' }).parentElement!;
    expect([...charged.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual(['Subtotal', '$90.00', 'Order Total', '$90.00']);
    expect(post.mock.calls[1][0]).toBe('/rest/default/V1/guest-carts/cart-1/payment-information');
    expect(store.getState().cart.cartId).toBe('cart-2');

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-account?email=ada%40example.com&firstName=Ada&lastName=Lovelace');
    expect(store.getState().checkout.receipt).toEqual({ order: {} });
  });

  it('takes a virtual cart from contact straight to payment with its own billing address, and lists the choices on the receipt', async () => {
    const ebook = simpleItem({
      __typename: 'DownloadableCartItem',
      product: { ...simpleItem().product, name: 'Cooking E-Book', sku: 'BOOK-1' },
      links: [{ uid: 'ZG93bmxvYWRhYmxlLzI=', title: 'Dinner' }]
    });
    const post = jest.fn().mockResolvedValueOnce('43');
    const { user } = await renderCheckout({
      post,
      preloadedState: { cart: cartState({ details: { ...cartState().details, items: [ebook], is_virtual: true } }) },
      responses: {
        SetGuestEmailOnCart: {
          data: { setGuestEmailOnCart: { __typename: 'SetGuestEmailOnCartOutput', cart: { __typename: 'Cart', id: 'cart-1' } } }
        },
        CreateCart: { data: { cartId: 'cart-2' } }
      }
    });
    // Nothing ships: no shipping steps at all.
    expect(await screen.findByRole('heading', { name: /Contact Information/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Shipping Address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Shipping Method/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    // The billing address is asked for itself: there is no shipping address to be the same as.
    expect(await screen.findByRole('radio', { name: 'Check / Money order' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Billing address same as shipping address' })).not.toBeInTheDocument();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    const review = await screen.findByRole('list', { name: 'Items in your order' });
    expect(within(review).getByText('Dinner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/rest/default/V1/guest-carts/cart-1/payment-information',
      expect.objectContaining({
        email: 'ada@example.com',
        billingAddress: expect.objectContaining({ firstname: 'Ada', lastname: 'Lovelace', street: ['1 Main St'], city: 'Austin', postcode: '78701' })
      })
    );
    expect(screen.getByText('Cooking E-Book × 2')).toBeInTheDocument();
    expect(screen.getByText('(Dinner)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shipping to' })).not.toBeInTheDocument();
    // Nothing ships, so no shipping notice is promised.
    expect(screen.getByText('We will send a confirmation to ada@example.com. Nothing in this order needs shipping.')).toBeInTheDocument();
    expect(screen.queryByText(/when your order ships/)).not.toBeInTheDocument();
  });

  it('resumes from saved steps and shows a failed order in plain words, keeping everything for another try', async () => {
    saveEveryStep();
    const failure = new RestError(
      'POST',
      '/rest/default/V1/guest-carts/cart-1/payment-information',
      { status: 400, statusText: 'Bad Request' } as Response,
      {
        message: 'Unable to place order: %1',
        parameters: ['Please check the billing address information.']
      }
    );
    const post = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('43');
    const { user } = await renderCheckout({ post, preloadedState: { cart: cartState() }, responses: { CreateCart: { data: { cartId: 'cart-2' } } } });

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Cash On Delivery')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to place order: Please check the billing address information.');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order number: 43')).toBeInTheDocument();
  });

  it("shows each review line's row total without and with tax when the store view shows both (setting 3)", async () => {
    saveEveryStep();
    const taxed = simpleItem({
      prices: {
        price: { currency: 'USD', value: 45 },
        row_total: { currency: 'USD', value: 90 },
        price_including_tax: { currency: 'USD', value: 48.26 },
        row_total_including_tax: { currency: 'USD', value: 96.53 }
      }
    });
    const display = { subtotal: 1, price: 3, shipping: 1, grandTotalExclTax: false, fullSummary: false, zeroTax: false } as const;
    await renderCheckout({ preloadedState: { cart: cartState({ details: cartDetails([taxed], { taxDisplay: display }) }) } });
    const items = await screen.findByRole('list', { name: 'Items in your order' });
    expect(items).toHaveTextContent('Excl. Tax: $90.00Incl. Tax: $96.53');
  });

  it('lets a step be edited again, keeping what was entered', async () => {
    const storage = new BrowserStorage(window.localStorage);
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, { email: 'ada@example.com' });
    const { user } = await renderCheckout({ preloadedState: { cart: cartState() } });
    await user.click(await screen.findByRole('button', { name: 'Edit Contact Information' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@lovelace.dev');
    expect(window.sessionStorage.getItem('checkout.draft.editing')).toBe('"contact"');
  });

  it('reopens the section that was being edited when the page reloaded, with what was typed', async () => {
    new BrowserStorage(window.localStorage).setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, { email: 'ada@example.com' });
    window.sessionStorage.setItem('checkout.draft.editing', '"contact"');
    window.sessionStorage.setItem('checkout.draft.email', '"ada@lovelace.dev"');
    await renderCheckout({ preloadedState: { cart: cartState() } });
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@lovelace.dev');
  });

  it("keeps a billing address being typed as this tab's draft, reopens with it after a reload, and checks it only when it is used", async () => {
    const storage = new BrowserStorage(window.localStorage);
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, {
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['1 Main St'],
      city: 'Austin',
      region_code: 'TX',
      postcode: '78701',
      telephone: '5125550100',
      email: 'ada@example.com'
    });
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingMethod, {
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      carrier_title: 'Flat Rate',
      method_title: 'Fixed'
    });
    const post = jest.fn().mockResolvedValue({ payment_methods: [], totals: {} });
    const first = await renderCheckout({ post, preloadedState: { cart: cartState() } });
    const sameAsShipping = await screen.findByRole('checkbox', { name: 'Billing address same as shipping address' });
    // Opening the step leaves no draft behind.
    expect(window.sessionStorage.getItem('checkout.draft.payment')).toBeNull();
    await first.user.click(sameAsShipping);
    await first.user.click(screen.getByRole('button', { name: 'Review Order' }));
    expect(screen.getAllByText('Is required.')).toHaveLength(7);
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
    await first.user.type(screen.getByLabelText('First Name'), 'Grace');
    await first.user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    expect(JSON.parse(window.sessionStorage.getItem('checkout.draft.payment') ?? 'null')).toEqual({
      code: 'cashondelivery',
      sameAsShipping: false,
      billing: { firstname: 'Grace', lastname: '', street1: '', street2: '', city: '', region_code: '', postcode: '', telephone: '' },
      fields: { po_number: '' }
    });

    cleanup();
    const second = await renderCheckout({ post, preloadedState: { cart: cartState() } });
    expect(await screen.findByLabelText('First Name')).toHaveValue('Grace');
    expect(await screen.findByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
    // The shipping address as billing address: the half-typed one is neither checked nor sent.
    await second.user.click(screen.getByRole('checkbox', { name: 'Billing address same as shipping address' }));
    await second.user.click(screen.getByRole('button', { name: 'Review Order' }));
    expect(await screen.findByRole('list', { name: 'Items in your order' })).toBeInTheDocument();
    expect(second.store.getState().checkout.billingAddress).toEqual({ sameAsShippingAddress: true });
    expect(second.store.getState().checkout.paymentCode).toBe('cashondelivery');
    // Submitted: the draft is dropped.
    expect(window.sessionStorage.getItem('checkout.draft.payment')).toBeNull();
  });

  it('starts a signed-in customer from the default saved address, without asking for an e-mail', async () => {
    const user = { ...createInitialUserState(), token: 'tok', isSignedIn: true };
    const addresses = {
      data: {
        customer: {
          __typename: 'Customer',
          email: 'roni_cost@example.com',
          firstname: 'Veronica',
          lastname: 'Costello',
          addresses: [
            {
              __typename: 'CustomerAddress',
              id: 1,
              uid: 'a1',
              firstname: 'Veronica',
              lastname: 'Costello',
              street: ['6146 Honey Bluff Parkway'],
              city: 'Calder',
              region: { __typename: 'CustomerAddressRegion', region: 'California', region_code: 'CA', region_id: 12 },
              postcode: '49628-7978',
              telephone: '5553338888',
              country_code: 'US',
              default_shipping: true,
              default_billing: true
            }
          ]
        }
      }
    };
    const { sent } = await renderCheckout({ preloadedState: { cart: cartState(), user }, responses: { GetCheckoutCustomerAddresses: addresses } });
    await waitFor(() => expect(screen.getByLabelText('Street Address')).toHaveValue('6146 Honey Bluff Parkway'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Veronica');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Shipping Address' })).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).toContain('GetCheckoutCustomerAddresses');
  });

  it("starts a signed-in customer's virtual cart with the default billing address in the billing form", async () => {
    const user = { ...createInitialUserState(), token: 'tok', isSignedIn: true };
    const saved = (uid: string, street: string, defaults: boolean) => ({
      __typename: 'CustomerAddress',
      id: uid.length,
      uid,
      firstname: 'Veronica',
      lastname: 'Costello',
      street: [street],
      city: 'Calder',
      region: { __typename: 'CustomerAddressRegion', region: 'Texas', region_code: 'TX', region_id: 57 },
      postcode: '49628-7978',
      telephone: '5553338888',
      country_code: 'US',
      default_shipping: !defaults,
      default_billing: defaults
    });
    const addresses = {
      data: {
        customer: {
          __typename: 'Customer',
          email: 'roni_cost@example.com',
          firstname: 'Veronica',
          lastname: 'Costello',
          addresses: [saved('a1', '1 Shipping Road', false), saved('a22', '22 Billing Street', true)]
        }
      }
    };
    const course = simpleItem({ __typename: 'VirtualCartItem', product: { ...simpleItem().product, name: 'Ceramics Workshop', sku: 'CLASS-1' } });
    const { sent } = await renderCheckout({
      preloadedState: { cart: cartState({ details: { ...cartState().details, items: [course], is_virtual: true } }), user },
      responses: { GetCheckoutCustomerAddresses: addresses }
    });
    // No contact step for a customer and no shipping steps for a virtual cart: payment comes first, its form filled in.
    expect(await screen.findByRole('heading', { name: '1. Payment Information' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Street Address')).toHaveValue('22 Billing Street'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Veronica');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('49628-7978');
    expect(sent.map((operation) => operation.operationName)).toContain('GetCheckoutCustomerAddresses');
  });

  it("starts from the cart page's estimate: its state and ZIP code in the address form, its method chosen while offered", async () => {
    const storage = new BrowserStorage(window.localStorage);
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, { email: 'ada@example.com' });
    saveShippingEstimate(storage, { region_code: 'CA', region_id: 12, postcode: '94103', carrier_code: 'freeshipping', method_code: 'freeshipping' });
    const address = methodsResponse.data!.setShippingAddressesOnCart.cart.shipping_addresses[0];
    const free = {
      ...address.available_shipping_methods[0],
      carrier_code: 'freeshipping',
      method_code: 'freeshipping',
      carrier_title: 'Free Shipping',
      method_title: 'Free'
    };
    const twoMethods = {
      data: {
        setShippingAddressesOnCart: {
          ...methodsResponse.data!.setShippingAddressesOnCart,
          cart: {
            ...methodsResponse.data!.setShippingAddressesOnCart.cart,
            shipping_addresses: [{ ...address, available_shipping_methods: [...address.available_shipping_methods, free] }]
          }
        }
      }
    };
    const { user } = await renderCheckout({
      preloadedState: { cart: cartState() },
      responses: {
        SetGuestEmailOnCart: {
          data: { setGuestEmailOnCart: { __typename: 'SetGuestEmailOnCartOutput', cart: { __typename: 'Cart', id: 'cart-1' } } }
        },
        SetShippingAddressOnCart: twoMethods
      }
    });
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('CA'));
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('94103');
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Street Address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'San Francisco');
    await user.type(screen.getByLabelText('Phone Number'), '4155550100');
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));
    expect(await screen.findByRole('radio', { name: /Free Shipping - Free/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Flat Rate - Fixed/ })).not.toBeChecked();
  });

  describe('offline', () => {
    const OFFLINE_TEXT = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';
    let backOnline: () => void = () => undefined;
    afterEach(() => backOnline());

    it('a step that needs the server says it needs a connection and keeps every value typed', async () => {
      new BrowserStorage(window.localStorage).setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, { email: 'ada@example.com' });
      const { user, store } = await renderCheckout({
        preloadedState: { cart: cartState() },
        responses: { SetGuestEmailOnCart: throughHttpLink, SetShippingAddressOnCart: throughHttpLink }
      });
      await screen.findByRole('button', { name: 'Continue to Shipping Method' });
      await fillAddress(user);
      backOnline = goOffline();

      await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
      expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
      expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
      expect(screen.getByLabelText('Street Address')).toHaveValue('1 Main St');
      expect(screen.getByLabelText('City')).toHaveValue('Austin');
      expect(screen.getByLabelText('State')).toHaveValue('TX');
      expect(screen.getByLabelText('ZIP Code')).toHaveValue('78701');
      expect(screen.getByLabelText('Phone Number')).toHaveValue('5125550100');
      expect(screen.getByRole('button', { name: 'Continue to Shipping Method' })).toBeEnabled();
      // The draft survives too (a reload offline still has it), and the cart is untouched.
      expect(JSON.parse(window.sessionStorage.getItem('checkout.draft.shippingAddress') ?? '{}')).toMatchObject({ firstname: 'Ada', city: 'Austin' });
      expect(store.getState().cart.cartId).toBe('cart-1');
    });

    it('placing the order offline says it needs a connection and clears neither the cart, the saved steps nor the drafts', async () => {
      const storage = new BrowserStorage(window.localStorage);
      saveCartId(storage, 'default', 'cart-1');
      storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, {
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['1 Main St'],
        city: 'Austin',
        region_code: 'TX',
        postcode: '78701',
        telephone: '5125550100',
        country_id: 'US',
        email: 'ada@example.com'
      });
      storage.setItem(CHECKOUT_STORAGE_KEYS.shippingMethod, {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Flat Rate',
        method_title: 'Fixed'
      });
      storage.setItem(CHECKOUT_STORAGE_KEYS.billingAddress, { sameAsShippingAddress: true });
      storage.setItem(CHECKOUT_STORAGE_KEYS.paymentMethod, { code: 'checkmo', data: null });
      window.sessionStorage.setItem('checkout.draft.email', '"ada@lovelace.dev"');
      const rest = createRestClient({ getToken: () => undefined });
      const post = jest.fn((path: string, body: unknown) => rest.post(path, body));
      const { user, store, sent } = await renderCheckout({
        post,
        preloadedState: { cart: cartState() },
        responses: { CreateCart: throughHttpLink, GetCartDetails: throughHttpLink }
      });
      backOnline = goOffline();

      await user.click(await screen.findByRole('button', { name: 'Place Order' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
      expect(post).toHaveBeenCalledWith('/rest/default/V1/guest-carts/cart-1/payment-information', expect.objectContaining({ cartId: 'cart-1' }));
      expect(globalThis.fetch).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
      expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).not.toBeInTheDocument();
      expect(store.getState().cart).toMatchObject({ cartId: 'cart-1', details: cartState().details });
      expect(readCartId(storage, 'default')).toBe('cart-1');
      expect(sent.map((operation) => operation.operationName)).not.toContain('CreateCart');
      const { shippingAddress, shippingMethod, billingAddress, paymentMethod } = CHECKOUT_STORAGE_KEYS;
      for (const key of [shippingAddress, shippingMethod, billingAddress, paymentMethod]) expect(storage.getItem(key)).toBeDefined();
      expect(window.sessionStorage.getItem('checkout.draft.email')).toBe('"ada@lovelace.dev"');
    });
  });
});

describe('Receipt', () => {
  const renderReceipt = (order: RootState['checkout']['receipt']['order']) => {
    const { store } = createTestStore({}, { checkout: { ...createTestStore().store.getState().checkout, receipt: { order } } });
    render(
      <ReduxProvider store={store}>
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <MemoryRouter>
            <Receipt />
          </MemoryRouter>
        </IntlProvider>
      </ReduxProvider>
    );
  };

  it('shows the order number (increment id) rather than the entity id the REST call answered', () => {
    renderReceipt({ id: '7', number: '000000007', shipping_address: { email: 'ada@example.com' } });
    expect(screen.getByText('Order number: 000000007')).toBeInTheDocument();
    expect(screen.queryByText('Order number: 7')).not.toBeInTheDocument();
  });

  it('shows every line the order charged, as the store view shows totals (fr: VAT included, totals without and with tax)', () => {
    renderReceipt({
      id: '8',
      number: '000000008',
      shipping_address: { email: 'ada@example.com' },
      totals: {
        currencyCode: 'EUR',
        subtotalExclTax: 106.23,
        subtotalInclTax: 127.48,
        discounts: [{ label: '10% off your order', value: 12.75 }],
        shipping: { label: 'Flat Rate - Fixed', value: 4.6 },
        taxes: [{ label: 'TVA (20 %)', value: 19.12 }],
        grandTotal: 119.33,
        grandTotalExclTax: 100.21
      },
      taxDisplay: { subtotal: 2, price: 2, shipping: 2, grandTotalExclTax: true, fullSummary: true, zeroTax: false }
    });
    const charged = screen.getByRole('heading', { name: 'Order totals' }).parentElement!;
    expect([...charged.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'Subtotal',
      '€127.48',
      '10% off your order',
      '-€12.75',
      'Shipping (Flat Rate - Fixed)',
      '€4.60',
      'Order Total (Excl. Tax)',
      '€100.21',
      'TVA (20 %)',
      '€19.12',
      'Order Total (Incl. Tax)',
      '€119.33'
    ]);
  });

  it('shows the REST answer when no number could be read (a guest on a real Magento)', () => {
    renderReceipt({ id: '12', shipping_address: { email: 'ada@example.com' } });
    expect(screen.getByText('Order number: 12')).toBeInTheDocument();
  });
});
