import { BrowserStorage, CHECKOUT_STORAGE_KEYS, readCartId } from '../../lib/storage';
import { RestError } from '../../rest';
import type { RootState } from '../../store/rootState';
import { createTestStore } from '../../app/store.testing';
import { createInitialUserState } from '../account/user/userSlice';
import { cartState, fakeApollo, graphQLError, networkError, type FakeHandler } from '../cart/cart.testing';
import { formatAddress } from './addressFormatter';
import { editCheckout, resetReceipt } from './checkoutActions';
import { checkoutErrorMessage } from './checkoutErrors';
import { checkoutReducer } from './checkoutSlice';
import {
  beginCheckout,
  cancelCheckout,
  resetCheckout,
  submitBillingAddress,
  submitContactEmail,
  submitOrder,
  submitPaymentMethod,
  submitShippingAddress,
  submitShippingMethod,
  toAvailableShippingMethods
} from './checkoutThunks';
import type { Address, ShippingMethod } from './checkoutTypes';

const storage = () => new BrowserStorage(window.localStorage);

const address: Address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Main St', 'Apt 2'],
  city: 'Austin',
  region_code: 'TX',
  region_id: 57,
  region: 'Texas',
  postcode: '78701',
  telephone: '5125550100',
  country_id: 'US'
};
const flatrate: ShippingMethod = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'Flat Rate',
  method_title: 'Fixed',
  code: 'flatrate',
  title: 'Flat Rate',
  amount: { currency: 'USD', value: 5 }
};
const methodsAnswer = () => ({
  setShippingAddressesOnCart: {
    cart: {
      id: 'cart-1',
      shipping_addresses: [
        {
          available_shipping_methods: [
            {
              carrier_code: 'flatrate',
              carrier_title: 'Flat Rate',
              method_code: 'flatrate',
              method_title: 'Fixed',
              available: true,
              amount: { currency: 'USD', value: 5 }
            },
            {
              carrier_code: 'freeshipping',
              carrier_title: 'Free Shipping',
              method_code: 'freeshipping',
              method_title: 'Free',
              available: false,
              amount: { currency: 'USD', value: 0 }
            }
          ]
        }
      ]
    }
  }
});
const signedIn = (): RootState['user'] => ({
  ...createInitialUserState(),
  token: 'tok',
  isSignedIn: true,
  currentUser: { email: 'roni_cost@example.com', firstname: 'Veronica', lastname: 'Costello' }
});
const restError = (status: number, body: Record<string, unknown>) =>
  new RestError('POST', '/rest/default/V1/x', { status, statusText: 'Bad Request' } as Response, body);

function setup(handlers: Record<string, FakeHandler | FakeHandler[]> = {}, preloaded: Partial<RootState> = {}) {
  const fake = fakeApollo(handlers);
  const { store, extra } = createTestStore({ apollo: fake.apollo }, { cart: cartState(), ...preloaded });
  // As the checkout page does when its chunk loads.
  store.addSliceReducer('checkout', checkoutReducer);
  const post = extra.rest.post as jest.Mock;
  return { ...fake, store, extra, post, checkout: () => store.getState().checkout };
}

const withCheckout = (overrides: Partial<RootState['checkout']>) => {
  const { store } = createTestStore();
  return { ...store.getState().checkout, ...overrides };
};

beforeEach(() => window.localStorage.clear());

describe('begin, edit, cancel and reset (§4)', () => {
  it('resets, then starts from the saved shipping methods, addresses, payment and shipping method', () => {
    const saved = storage();
    saved.setItem(CHECKOUT_STORAGE_KEYS.availableShippingMethods, [flatrate]);
    saved.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, { ...address, email: 'ada@example.com' });
    saved.setItem(CHECKOUT_STORAGE_KEYS.billingAddress, { sameAsShippingAddress: true });
    saved.setItem(CHECKOUT_STORAGE_KEYS.shippingMethod, flatrate);
    saved.setItem(CHECKOUT_STORAGE_KEYS.paymentMethod, { code: 'checkmo', data: null });
    const { store, checkout } = setup({}, { checkout: withCheckout({ orderError: new Error('old'), editing: 'contact' }) });
    store.dispatch(beginCheckout());
    expect(checkout()).toMatchObject({
      availableShippingMethods: [flatrate],
      shippingAddress: { ...address, email: 'ada@example.com' },
      billingAddress: { sameAsShippingAddress: true },
      shippingMethod: 'flatrate',
      shippingTitle: 'Flat Rate',
      selectedShippingMethod: flatrate,
      paymentCode: 'checkmo',
      orderError: null,
      editing: null
    });
  });

  it('starts empty when nothing was saved', () => {
    const { store, checkout } = setup();
    store.dispatch(beginCheckout());
    expect(checkout()).toMatchObject({ shippingAddress: {}, billingAddress: null, shippingMethod: '', paymentCode: '' });
  });

  it('edit marks the section; cancel and reset restore the initial state and close the drawer', () => {
    const { store, checkout } = setup();
    store.dispatch(editCheckout('shippingAddress'));
    expect(checkout().editing).toBe('shippingAddress');
    store.dispatch({ type: 'app/toggleDrawer', payload: 'cart' });
    store.dispatch(cancelCheckout());
    expect(checkout().editing).toBeNull();
    expect(store.getState().app.drawer).toBeNull();
    store.dispatch(submitContactEmail('a@b.co'));
    store.dispatch({ type: 'app/toggleDrawer', payload: 'nav' });
    store.dispatch(resetCheckout());
    expect(checkout().shippingAddress).toEqual({});
    expect(store.getState().app).toMatchObject({ drawer: null, overlay: false });
  });
});

describe('contact e-mail', () => {
  it('keeps the e-mail on the shipping address and saves it', () => {
    const { store, checkout } = setup();
    store.dispatch(submitContactEmail(' ada@example.com '));
    expect(checkout().shippingAddress).toEqual({ email: 'ada@example.com' });
    expect(storage().getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toEqual({ email: 'ada@example.com' });
  });

  it('needs a cart id', () => {
    const { store } = setup({}, { cart: cartState({ cartId: null }) });
    expect(() => store.dispatch(submitContactEmail('a@b.co'))).toThrow('Missing required information: cartId');
  });
});

describe('shipping address', () => {
  it('guest: sets the e-mail on the cart first, then the address, and receives the available methods', async () => {
    const { store, checkout, names, calls } = setup(
      { SetGuestEmailOnCart: () => ({ setGuestEmailOnCart: { cart: { id: 'cart-1' } } }), SetShippingAddressOnCart: methodsAnswer },
      { checkout: withCheckout({ shippingAddress: { email: 'ada@example.com' } }) }
    );
    await store.dispatch(submitShippingAddress(address));
    expect(names()).toEqual(['SetGuestEmailOnCart', 'SetShippingAddressOnCart']);
    expect(calls[0][1]).toEqual({ cartId: 'cart-1', email: 'ada@example.com' });
    expect(calls[1][1]).toMatchObject({ cartId: 'cart-1', street: ['1 Main St', 'Apt 2'], region_code: 'TX', region_id: 57, country_id: 'US' });
    expect(checkout()).toMatchObject({
      isSubmitting: false,
      shippingAddressError: null,
      shippingAddress: { ...address, email: 'ada@example.com' },
      availableShippingMethods: [{ ...flatrate }]
    });
    expect(storage().getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toEqual({ ...address, email: 'ada@example.com' });
    expect(storage().getItem(CHECKOUT_STORAGE_KEYS.availableShippingMethods)).toEqual([flatrate]);
  });

  it('keeps a carrier that cannot ship there only with its reason, as not choosable', () => {
    const answer = methodsAnswer();
    const [flat, free] = answer.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods;
    const why = 'This shipping method is not available. To use this shipping method, please contact us.';
    const data = {
      setShippingAddressesOnCart: {
        cart: { id: 'cart-1', shipping_addresses: [{ available_shipping_methods: [flat, { ...free, error_message: ` ${why} ` }] }] }
      }
    };
    expect(toAvailableShippingMethods(data as Parameters<typeof toAvailableShippingMethods>[0])).toEqual([
      flatrate,
      expect.objectContaining({ carrier_code: 'freeshipping', unavailableMessage: why })
    ]);
  });

  it('signed in: sets no guest e-mail', async () => {
    const { store, names, checkout } = setup({ SetShippingAddressOnCart: methodsAnswer }, { user: signedIn() });
    await store.dispatch(submitShippingAddress(address));
    expect(names()).toEqual(['SetShippingAddressOnCart']);
    expect(checkout().shippingAddress.email).toBe('roni_cost@example.com');
  });

  it.each([
    ['cartId', { cart: cartState({ cartId: null }) }],
    ['email', {}]
  ])('rejects without a %s: error stored and rethrown, nothing sent', async (field, preloaded) => {
    const { store, checkout, names } = setup({}, preloaded);
    await expect(store.dispatch(submitShippingAddress(address))).rejects.toThrow(`Missing required information: ${field}`);
    expect(names()).toEqual([]);
    expect(checkout()).toMatchObject({ isSubmitting: false, shippingAddress: {} });
    expect((checkout().shippingAddressError as Error).message).toBe(`Missing required information: ${field}`);
  });

  it('rejects with the server error, keeps the previous address and clears the error on the next submit', async () => {
    const { store, checkout } = setup(
      { SetGuestEmailOnCart: () => ({}), SetShippingAddressOnCart: [graphQLError('"regionId" is required. Enter and try again.'), methodsAnswer] },
      { checkout: withCheckout({ shippingAddress: { email: 'ada@example.com' } }) }
    );
    await expect(store.dispatch(submitShippingAddress(address))).rejects.toThrow('regionId');
    expect(checkoutErrorMessage(checkout().shippingAddressError)).toBe('"regionId" is required. Enter and try again.');
    expect(checkout().shippingAddress).toEqual({ email: 'ada@example.com' });
    const pending = store.dispatch(submitShippingAddress(address));
    expect(checkout()).toMatchObject({ isSubmitting: true, shippingAddressError: null });
    await pending;
  });
});

describe('shipping method', () => {
  const preloaded = () => ({ checkout: withCheckout({ shippingAddress: { ...address, email: 'ada@example.com' } }) });

  it('guest: posts the shipping information to guest-carts/{cartId} (§7) and saves the method', async () => {
    const { store, checkout, post } = setup({ GetCartDetails: networkError() }, preloaded());
    post.mockResolvedValue({ payment_methods: [], totals: {} });
    await store.dispatch(submitShippingMethod(flatrate));
    expect(post).toHaveBeenCalledWith('/rest/default/V1/guest-carts/cart-1/shipping-information', {
      addressInformation: {
        billing_address: { ...address, email: 'ada@example.com' },
        shipping_address: { ...address, email: 'ada@example.com' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate'
      }
    });
    expect(checkout()).toMatchObject({
      shippingMethod: 'flatrate',
      shippingTitle: 'Flat Rate',
      selectedShippingMethod: flatrate,
      isSubmitting: false
    });
    expect(storage().getItem(CHECKOUT_STORAGE_KEYS.shippingMethod)).toEqual(flatrate);
  });

  it('signed in: posts to carts/mine', async () => {
    const { store, post } = setup({ GetCartDetails: networkError() }, { ...preloaded(), user: signedIn() });
    post.mockResolvedValue({});
    await store.dispatch(submitShippingMethod(flatrate));
    expect(post.mock.calls[0][0]).toBe('/rest/default/V1/carts/mine/shipping-information');
  });

  it('rejects with the REST error (shown in plain words) and rethrows', async () => {
    const { store, checkout, post } = setup({}, preloaded());
    post.mockRejectedValue(restError(400, { message: 'Carrier with such method not found: %1, %2', parameters: ['ups', 'x'] }));
    await expect(store.dispatch(submitShippingMethod(flatrate))).rejects.toBeInstanceOf(RestError);
    expect(checkout()).toMatchObject({ shippingMethod: '', isSubmitting: false });
    expect(checkoutErrorMessage(checkout().shippingMethodError)).toBe('Carrier with such method not found: ups, x');
  });

  it('rejects without a cart id', async () => {
    const { store, post } = setup({}, { cart: cartState({ cartId: null }) });
    await expect(store.dispatch(submitShippingMethod(flatrate))).rejects.toThrow('Missing required information: cartId');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('billing address and payment method', () => {
  it('stores a same-as-shipping billing address as is', async () => {
    const { store, checkout } = setup();
    const same = { sameAsShippingAddress: true };
    await store.dispatch(submitBillingAddress(same));
    expect(checkout().billingAddress).toBe(same);
    expect(storage().getItem(CHECKOUT_STORAGE_KEYS.billingAddress)).toEqual(same);
  });

  it('copies the street lines of another billing address as a list', async () => {
    const { store, checkout } = setup();
    const street = ['9 Elm St'];
    await store.dispatch(submitBillingAddress({ ...address, street, sameAsShippingAddress: false }));
    expect(checkout().billingAddress?.street).toEqual(['9 Elm St']);
    expect(checkout().billingAddress?.street).not.toBe(street);
  });

  it('rejects billing and payment without a cart id', async () => {
    const { store, checkout } = setup({}, { cart: cartState({ cartId: null }) });
    await expect(store.dispatch(submitBillingAddress({ sameAsShippingAddress: true }))).rejects.toThrow('cartId');
    await expect(store.dispatch(submitPaymentMethod({ code: 'checkmo' }))).rejects.toThrow('cartId');
    expect(checkout()).toMatchObject({ billingAddress: null, paymentCode: '' });
    expect((checkout().billingAddressError as Error).message).toBe('Missing required information: cartId');
    expect((checkout().paymentMethodError as Error).message).toBe('Missing required information: cartId');
  });

  it('accepts and saves the payment method with its data', async () => {
    const { store, checkout } = setup();
    await store.dispatch(submitPaymentMethod({ code: 'cashondelivery', data: { nonce: 'n1' } }));
    expect(checkout()).toMatchObject({ paymentCode: 'cashondelivery', paymentData: { nonce: 'n1' }, isSubmitting: false });
    expect(storage().getItem(CHECKOUT_STORAGE_KEYS.paymentMethod)).toEqual({ code: 'cashondelivery', data: { nonce: 'n1' } });
  });
});

describe('order', () => {
  const ready = (overrides: Partial<RootState['checkout']> = {}) =>
    withCheckout({
      shippingAddress: { ...address, email: 'ada@example.com' },
      billingAddress: { sameAsShippingAddress: true },
      shippingMethod: 'flatrate',
      selectedShippingMethod: flatrate,
      paymentCode: 'checkmo',
      ...overrides
    });
  const saveEverything = () => {
    const saved = storage();
    saved.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, address);
    saved.setItem(CHECKOUT_STORAGE_KEYS.paymentMethod, { code: 'checkmo' });
    saved.setItem('cart_id__default', 'cart-1');
  };

  it('guest: posts payment-information (§7), sets the receipt, clears saved data, replaces the cart and accepts', async () => {
    saveEverything();
    const { store, checkout, post, names } = setup({ CreateCart: () => ({ cartId: 'cart-2' }) }, { checkout: ready() });
    // Stored after the store was made, so the shopper stays a guest.
    storage().setItem(CHECKOUT_STORAGE_KEYS.signInToken, 'tok');
    post.mockResolvedValue('42');
    await store.dispatch(submitOrder());
    expect(post).toHaveBeenCalledWith('/rest/default/V1/guest-carts/cart-1/payment-information', {
      billingAddress: { ...address, email: 'ada@example.com' },
      cartId: 'cart-1',
      email: 'ada@example.com',
      paymentMethod: { method: 'checkmo', additional_data: {} }
    });
    expect(checkout()).toMatchObject({
      receipt: { order: { id: '42', shipping_address: { ...address, email: 'ada@example.com' } } },
      isSubmitting: false,
      orderError: null
    });
    expect(readSavedKeys()).toEqual([]);
    // The sign-in token is not checkout data.
    expect(storage().getItem(CHECKOUT_STORAGE_KEYS.signInToken)).toBe('tok');
    expect(names()).toEqual(['CreateCart']);
    expect(store.getState().cart.cartId).toBe('cart-2');
    expect(readCartId(storage(), 'default')).toBe('cart-2');
  });

  // Magento's REST answers the order's entity id; the order history and mail show its increment id.
  const latestOrders = () => ({
    customer: {
      orders: {
        items: [
          { id: btoa('8'), number: '000000008' },
          { id: btoa('7'), number: '000000007' }
        ]
      }
    }
  });

  it('signed in: posts to carts/mine with the billing address and nonce given, and shows the order number of the entity id answered', async () => {
    const { store, post, calls } = setup(
      { CreateCart: () => ({ cartId: 'cart-2' }), GetPlacedOrderNumber: latestOrders },
      { user: signedIn(), checkout: ready({ billingAddress: { ...address, city: 'Dallas' }, paymentData: { nonce: 'n1' } }) }
    );
    post.mockResolvedValue(7);
    await store.dispatch(submitOrder());
    expect(post.mock.calls[0][0]).toBe('/rest/default/V1/carts/mine/payment-information');
    expect(post.mock.calls[0][1]).toMatchObject({
      billingAddress: { city: 'Dallas' },
      paymentMethod: { method: 'checkmo', additional_data: { payment_method_nonce: 'n1' } }
    });
    expect(store.getState().checkout.receipt.order).toMatchObject({ id: '7', number: '000000007' });
    expect(calls.map(([name]) => name)).toEqual(['GetPlacedOrderNumber', 'CreateCart']);
  });

  it('signed in: keeps an answer that is already the order number (the embedded backend), and the REST answer when the lookup fails', async () => {
    const found = setup({ CreateCart: () => ({ cartId: 'cart-2' }), GetPlacedOrderNumber: latestOrders }, { user: signedIn(), checkout: ready() });
    found.post.mockResolvedValue('000000008');
    await found.store.dispatch(submitOrder());
    expect(found.checkout().receipt.order).toMatchObject({ id: '000000008', number: '000000008' });

    const failed = setup({ CreateCart: () => ({ cartId: 'cart-2' }), GetPlacedOrderNumber: networkError() }, { user: signedIn(), checkout: ready() });
    failed.post.mockResolvedValue(9);
    await failed.store.dispatch(submitOrder());
    expect(failed.checkout().receipt.order.id).toBe('9');
    expect(failed.checkout().receipt.order.number).toBeUndefined();
    expect(failed.checkout().isSubmitting).toBe(false);
  });

  it('guest: shows the order number the placed cart reserved (GET guest-carts/{cartId}), on Magento and the embedded backend alike', async () => {
    const { store, extra, post, checkout } = setup({ CreateCart: () => ({ cartId: 'cart-2' }) }, { checkout: ready() });
    post.mockResolvedValue('12');
    const get = extra.rest.get as jest.Mock;
    get.mockResolvedValue({ id: 12, is_active: false, reserved_order_id: '000000012' });
    await store.dispatch(submitOrder());
    expect(get).toHaveBeenCalledWith('/rest/default/V1/guest-carts/cart-1', { cache: 'no-store' });
    expect(checkout().receipt.order).toMatchObject({ id: '12', number: '000000012' });

    const unreadable = setup({ CreateCart: () => ({ cartId: 'cart-2' }) }, { checkout: ready() });
    unreadable.post.mockResolvedValue('13');
    (unreadable.extra.rest.get as jest.Mock).mockRejectedValue(new Error('offline'));
    await unreadable.store.dispatch(submitOrder());
    expect(unreadable.checkout().receipt.order).toEqual(expect.objectContaining({ id: '13' }));
    expect(unreadable.checkout().receipt.order.number).toBeUndefined();
  });

  it("sends each method's payload: a purchase order with its po_number, the others their code", async () => {
    const po = setup(
      { CreateCart: () => ({ cartId: 'cart-2' }) },
      { checkout: ready({ paymentCode: 'purchaseorder', paymentData: { po_number: ' PO-77 ' } }) }
    );
    po.post.mockResolvedValue('1');
    await po.store.dispatch(submitOrder());
    expect(po.post.mock.calls[0][1].paymentMethod).toEqual({ method: 'purchaseorder', po_number: 'PO-77' });

    for (const code of ['banktransfer', 'cashondelivery', 'free']) {
      const plain = setup({ CreateCart: () => ({ cartId: 'cart-2' }) }, { checkout: ready({ paymentCode: code }) });
      plain.post.mockResolvedValue('1');
      await plain.store.dispatch(submitOrder());
      expect(plain.post.mock.calls[0][1].paymentMethod).toEqual({ method: code, additional_data: {} });
    }
  });

  it('returns quietly without accepting the order when the new cart cannot be created', async () => {
    saveEverything();
    const { store, checkout, post } = setup({ CreateCart: networkError() }, { checkout: ready() });
    post.mockResolvedValue('42');
    await expect(store.dispatch(submitOrder())).resolves.toBeUndefined();
    expect(checkout().receipt.order.id).toBe('42');
    expect(checkout()).toMatchObject({ isSubmitting: true, orderError: null });
    expect(readSavedKeys()).toEqual([]);
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('marks the order rejected, keeps everything and rethrows on failure', async () => {
    saveEverything();
    const { store, checkout, post } = setup({}, { checkout: ready() });
    const failure = restError(400, { message: 'Unable to place order: %1', parameters: ['Enter a valid payment method and try again.'] });
    post.mockRejectedValue(failure);
    await expect(store.dispatch(submitOrder())).rejects.toBe(failure);
    expect(checkout()).toMatchObject({ isSubmitting: false, receipt: { order: {} }, orderError: failure });
    expect(checkoutErrorMessage(checkout().orderError)).toBe('Unable to place order: Enter a valid payment method and try again.');
    expect(readSavedKeys()).toEqual(['paymentMethod', 'shipping_address']);
    expect(store.getState().cart.cartId).toBe('cart-1');
  });

  it.each([
    ['cartId', { cart: cartState({ cartId: null }), checkout: ready() }],
    ['email', { checkout: ready({ shippingAddress: address }) }]
  ])('rejects without a %s', async (field, preloaded) => {
    const { store, post, checkout } = setup({}, preloaded);
    await expect(store.dispatch(submitOrder())).rejects.toThrow(`Missing required information: ${field}`);
    expect(post).not.toHaveBeenCalled();
    expect((checkout().orderError as Error).message).toBe(`Missing required information: ${field}`);
  });

  it('reset receipt clears the receipt', () => {
    const { store, checkout } = setup({}, { checkout: ready({ receipt: { order: { id: '1' } } }) });
    store.dispatch(resetReceipt());
    expect(checkout().receipt).toEqual({ order: {} });
  });
});

describe('persistence round-trip', () => {
  it('what the steps save, a new checkout begins with', async () => {
    const first = setup({ SetGuestEmailOnCart: () => ({}), SetShippingAddressOnCart: methodsAnswer, GetCartDetails: networkError() }, {});
    first.store.dispatch(submitContactEmail('ada@example.com'));
    await first.store.dispatch(submitShippingAddress(address));
    first.post.mockResolvedValue({});
    await first.store.dispatch(submitShippingMethod(flatrate));
    await first.store.dispatch(submitBillingAddress({ sameAsShippingAddress: true }));
    await first.store.dispatch(submitPaymentMethod({ code: 'checkmo' }));

    const second = setup();
    second.store.dispatch(beginCheckout());
    const { isSubmitting: _a, ...before } = first.checkout();
    const { isSubmitting: _b, ...after } = second.checkout();
    expect(after).toEqual(before);
  });
});

describe('address formatter (§5)', () => {
  const regions = [
    { id: 57, code: 'TX', name: 'Texas' },
    { id: 12, code: 'CA', name: 'California' }
  ];

  it("fills country US and the region's id, code and name", () => {
    expect(formatAddress({ firstname: 'A', region_code: 'CA', street: [' 1 Main ', ''] }, regions)).toEqual({
      firstname: 'A',
      street: ['1 Main'],
      country_id: 'US',
      region_id: 12,
      region_code: 'CA',
      region: 'California'
    });
    expect(formatAddress({ region_id: 57 }, regions)).toMatchObject({ region_code: 'TX', region: 'Texas' });
  });

  it('leaves an unknown region out', () => {
    expect(formatAddress({ region_code: 'ZZ' }, regions)).toEqual({ street: [], country_id: 'US' });
  });
});

function readSavedKeys(): string[] {
  return ['availableShippingMethods', 'billing_address', 'paymentMethod', 'shipping_address', 'shippingMethod'].filter(
    (key) => storage().getItem(key) !== undefined
  );
}
