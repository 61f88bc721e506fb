import type { ThunkExtra } from '../../store/configureStore';
import { keptInState, type AppThunk } from '../../store/hooks';
import type { RootState } from '../../store/rootState';
import { runInStages } from '../../store/stages';
import { closeDrawer } from '../../store/slices/appSlice';
import { cartItemOptions, createCart, getCartDetails, removeCart, selectCartTaxDisplay, selectCartTotals } from '../cart';
import {
  billingAddressStages,
  checkoutReset,
  checkoutStarted,
  contactEmailSet,
  orderStages,
  paymentMethodStages,
  receiptSet,
  shippingAddressStages,
  shippingMethodStages,
  shippingMethodsReceived
} from './checkoutActions';
import { CHECKOUT_STORAGE_KEYS, readStoreViewCode, type BrowserStorage } from '../../lib/storage';
import { isPresent } from '../../lib/isPresent';
import { missingInformation } from './checkoutErrors';
import { clearCheckoutDataFromStorage } from './checkoutStorage';
import type { AvailablePaymentMethod, RestPayment } from './paymentMethods/paymentMethodModule';
import { paymentModuleFor } from './paymentMethods/paymentMethodRegistry';
import type { Address, PaymentMethod, SavedCheckout, ShippingMethod } from './checkoutTypes';
import GET_PLACED_ORDER_NUMBER from './getPlacedOrderNumber.graphql';
import SET_GUEST_EMAIL from './setGuestEmailOnCart.graphql';
import SET_SHIPPING_ADDRESS, { type SetShippingAddressOnCartMutation } from './setShippingAddressOnCart.graphql';

export { clearCheckoutDataFromStorage };

/** What was saved for checkout in browser storage (§3 checkout persistence keys). */
export function readSavedCheckout(storage: BrowserStorage): SavedCheckout {
  return {
    availableShippingMethods: storage.getItem<ShippingMethod[]>(CHECKOUT_STORAGE_KEYS.availableShippingMethods),
    billingAddress: storage.getItem<Address>(CHECKOUT_STORAGE_KEYS.billingAddress),
    paymentMethod: storage.getItem<PaymentMethod>(CHECKOUT_STORAGE_KEYS.paymentMethod),
    shippingAddress: storage.getItem<Address>(CHECKOUT_STORAGE_KEYS.shippingAddress),
    shippingMethod: storage.getItem<ShippingMethod>(CHECKOUT_STORAGE_KEYS.shippingMethod)
  };
}

// A step is rejected with what it failed with (a RestError, an ApolloError, a missing-information Error).

/** §4 begin: reset, load the saved data from browser storage, start with it. */
export function beginCheckout(): AppThunk {
  return (dispatch, _getState, { storage }) => {
    dispatch(checkoutReset());
    dispatch(checkoutStarted(readSavedCheckout(storage)));
  };
}

/** §4 reset: closes the drawer and restores the initial state. */
export function resetCheckout(): AppThunk {
  return (dispatch) => {
    dispatch(closeDrawer());
    dispatch(checkoutReset());
  };
}

/** §4 cancel: resets the checkout. */
export function cancelCheckout(): AppThunk {
  return (dispatch) => dispatch(resetCheckout());
}

const isSignedIn = (state: RootState) => state.user.isSignedIn;

function requireCartId(state: RootState): string {
  const cartId = state.cart.cartId;
  if (!cartId) throw missingInformation('cartId');
  return cartId;
}

/** A §3 address as Magento's REST AddressInterface (snake_case, street as a list, no client-only flags). */
export function toRestAddress(address: Address, email?: string) {
  const { sameAsShippingAddress: _same, ...fields } = address;
  const restEmail = fields.email ?? email;
  return { ...fields, street: [...(fields.street ?? [])], ...(restEmail ? { email: restEmail } : {}) };
}

/** The guest's contact e-mail; kept with the shipping address and saved like it. Needs a cart. */
export function submitContactEmail(email: string): AppThunk {
  return (dispatch, getState, { storage }) => {
    requireCartId(getState());
    dispatch(contactEmailSet(email.trim()));
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, getState().checkout.shippingAddress);
  };
}

/**
 * §3: in the available list, code comes from carrier_code and title from carrier_title. A carrier that cannot ship
 * to the address stays in the list only when it says why (its error message, shown to the shopper, not choosable).
 */
export function toAvailableShippingMethods(data: SetShippingAddressOnCartMutation | null | undefined): ShippingMethod[] {
  const methods = data?.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods ?? [];
  return methods
    .filter(isPresent)
    .filter((method) => method.available !== false || Boolean(method.error_message?.trim()))
    .map(({ available, error_message, method_code, method_title, ...method }) => ({
      ...method,
      method_code: method_code ?? '',
      method_title: method_title ?? undefined,
      code: method.carrier_code,
      title: method.carrier_title,
      ...(available === false && error_message ? { unavailableMessage: error_message.trim() } : {})
    }));
}

interface ShippingAddressAccepted {
  address: Address;
  availableShippingMethods: ShippingMethod[];
}

/**
 * The shipping-address step (§4): needs a cart id, and a guest an e-mail, which goes on the cart first (§6).
 * Accepted with the address (with the e-mail) and the shipping methods now available.
 */
function shippingAddressStep(address: Address): AppThunk<Promise<ShippingAddressAccepted>> {
  return (dispatch, getState, { apollo }) =>
    runInStages(dispatch, shippingAddressStages, async () => {
      const state = getState();
      const cartId = requireCartId(state);
      const signedIn = isSignedIn(state);
      const email = address.email || state.checkout.shippingAddress.email || (signedIn ? state.user.currentUser.email : '');
      if (!signedIn) {
        if (!email) throw missingInformation('email');
        await apollo.mutate({ mutation: SET_GUEST_EMAIL, variables: { cartId, email } });
      }
      const { data } = await apollo.mutate({
        mutation: SET_SHIPPING_ADDRESS,
        // The form requires every field (§5); one missing here is refused by the backend's validation.
        variables: {
          cartId,
          firstname: address.firstname ?? '',
          lastname: address.lastname ?? '',
          street: address.street ?? [],
          city: address.city ?? '',
          region_code: address.region_code,
          region_id: address.region_id,
          postcode: address.postcode,
          telephone: address.telephone ?? '',
          country_id: address.country_id ?? ''
        },
        fetchPolicy: 'no-cache'
      });
      const { sameAsShippingAddress: _same, ...shipping } = address;
      return { address: email ? { ...shipping, email } : shipping, availableShippingMethods: toAvailableShippingMethods(data) };
    });
}

/**
 * §4 shipping address: the step; the accepted address is saved, then the available shipping methods received and
 * saved. Rejects with the step's error.
 */
export function submitShippingAddress(address: Address): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { storage }) => {
    const accepted = await dispatch(shippingAddressStep(address));
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, accepted.address);
    dispatch(shippingMethodsReceived(accepted.availableShippingMethods));
    storage.setItem(CHECKOUT_STORAGE_KEYS.availableShippingMethods, accepted.availableShippingMethods);
  };
}

/** Magento's REST names the store view in its path (`/rest/<code>/V1/…`): without it a request is the default store view's. */
const restBase = (storage: BrowserStorage) => `/rest/${encodeURIComponent(readStoreViewCode(storage))}/V1`;
const guestCartPath = (storage: BrowserStorage, cartId: string) => `${restBase(storage)}/guest-carts/${encodeURIComponent(cartId)}`;
const restCartPath = (state: RootState, storage: BrowserStorage, cartId: string, endpoint: string) =>
  isSignedIn(state) ? `${restBase(storage)}/carts/mine/${endpoint}` : `${guestCartPath(storage, cartId)}/${endpoint}`;

/**
 * The billing address to send: the shipping address when billing is the same (or not chosen yet); a virtual cart's
 * own, since it has no shipping address (only the guest's e-mail is kept there).
 */
function effectiveBillingAddress(state: RootState): Address {
  const billing = state.checkout.billingAddress;
  if (state.cart.details.is_virtual) return billing ?? {};
  return !billing || billing.sameAsShippingAddress ? state.checkout.shippingAddress : billing;
}

/**
 * The shipping-method step (§4): saves the shipping information over REST (§7 payload; guest-carts/{cartId} for
 * guests, carts/mine for customers). Accepted with the method.
 */
function shippingMethodStep(method: ShippingMethod): AppThunk<Promise<ShippingMethod>> {
  return (dispatch, getState, { rest, storage }) =>
    runInStages(dispatch, shippingMethodStages, async () => {
      const state = getState();
      const cartId = requireCartId(state);
      const shippingAddress = state.checkout.shippingAddress;
      await rest.post(restCartPath(state, storage, cartId, 'shipping-information'), {
        addressInformation: {
          billing_address: toRestAddress(effectiveBillingAddress(state), shippingAddress.email),
          shipping_address: toRestAddress(shippingAddress),
          shipping_carrier_code: method.carrier_code,
          shipping_method_code: method.method_code
        }
      });
      return method;
    });
}

/** §4 shipping method: the step, then the method is saved and the cart's totals refreshed. Rejects with the step's error. */
export function submitShippingMethod(method: ShippingMethod): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { storage }) => {
    const accepted = await dispatch(shippingMethodStep(method));
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingMethod, accepted);
    // The review shows the shipping amount from the cart's prices; a failed refresh is the cart's to report.
    await dispatch(getCartDetails()).catch(keptInState);
  };
}

/** The billing-address step (§4): same-as-shipping is kept as is; otherwise its street lines are copied as a list. */
function billingAddressStep(address: Address): AppThunk<Promise<Address>> {
  return (dispatch, getState) =>
    runInStages(dispatch, billingAddressStages, async () => {
      requireCartId(getState());
      return address.sameAsShippingAddress ? address : { ...address, street: [...(address.street ?? [])] };
    });
}

/** §4 billing address: the step, then the address is saved. Rejects with the step's error. */
export function submitBillingAddress(address: Address): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { storage }) => {
    const accepted = await dispatch(billingAddressStep(address));
    storage.setItem(CHECKOUT_STORAGE_KEYS.billingAddress, accepted);
  };
}

/**
 * The methods the shop offers for the cart now (Magento's PaymentMethodManagement::getList over REST), in its order
 * and with its titles; they follow the cart's address and totals, so the payment step asks again when those change.
 */
export function fetchAvailablePaymentMethods(): AppThunk<Promise<AvailablePaymentMethod[]>> {
  return async (_dispatch, getState, { rest, storage }) => {
    const state = getState();
    const methods = await rest.get<unknown>(restCartPath(state, storage, requireCartId(state), 'payment-methods'), { cache: 'no-store' });
    return Array.isArray(methods)
      ? methods
          .filter((m): m is AvailablePaymentMethod => typeof m?.code === 'string')
          .map((m) => ({ code: m.code, title: String(m.title ?? m.code) }))
      : [];
  };
}

/** The payment-method step (§4): a code, its title and its data (a PO number, a nonce). */
function paymentMethodStep(paymentMethod: PaymentMethod): AppThunk<Promise<PaymentMethod>> {
  return (dispatch, getState) =>
    runInStages(dispatch, paymentMethodStages, async () => {
      requireCartId(getState());
      return { code: paymentMethod.code, ...(paymentMethod.title ? { title: paymentMethod.title } : {}), data: paymentMethod.data ?? null };
    });
}

/** The chosen method as REST payment-information takes it: its module's payload (a code alone when none is known). */
function restPayment(code: string, data: PaymentMethod['data']): RestPayment {
  return paymentModuleFor(code)?.toRestPayment(data ?? null) ?? { method: code, additional_data: {} };
}

/** §4 payment method: the step, then the method is saved. Rejects with the step's error. */
export function submitPaymentMethod(paymentMethod: PaymentMethod): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { storage }) => {
    const accepted = await dispatch(paymentMethodStep(paymentMethod));
    storage.setItem(CHECKOUT_STORAGE_KEYS.paymentMethod, accepted);
  };
}

/** The payment step of the page: billing address first, then the payment method. */
export function submitPaymentAndBillingAddress({
  billingAddress,
  paymentMethod
}: {
  billingAddress: Address;
  paymentMethod: PaymentMethod;
}): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(submitBillingAddress(billingAddress));
    await dispatch(submitPaymentMethod(paymentMethod));
  };
}

/** A base64 uid's text, or null for anything else. */
function decodeUid(uid: string): string | null {
  try {
    return atob(uid);
  } catch {
    return null;
  }
}

/**
 * The order number (increment id, e.g. 000000012) of the order REST just placed. Magento's payment-information
 * answers the order's entity id, which is not the number of the confirmation mail and order history. A guest's
 * placed cart keeps the number as its reserved_order_id, which GET guest-carts/{cartId} still answers (Magento's
 * guest cart repository loads inactive carts); a signed-in customer's is read from their latest orders (an order's
 * uid is the base64 of its entity id). Any failure leaves the receipt with the entity id: the order is placed either way.
 */
async function placedOrderNumber({ apollo, rest, storage }: ThunkExtra, answer: string, cartId: string, signedIn: boolean): Promise<string | null> {
  try {
    if (!signedIn) {
      const cart = await rest.get<{ reserved_order_id?: unknown }>(guestCartPath(storage, cartId), { cache: 'no-store' });
      return typeof cart?.reserved_order_id === 'string' && cart.reserved_order_id ? cart.reserved_order_id : null;
    }
    const { data } = await apollo.query({ query: GET_PLACED_ORDER_NUMBER, fetchPolicy: 'no-cache' });
    const orders = data?.customer?.orders?.items ?? [];
    const placed = orders.find((order) => order && (order.number === answer || decodeUid(order.id) === answer));
    return placed?.number ?? null;
  } catch {
    return null;
  }
}

/**
 * §4 order: places it over REST (§7 payment-information; the answer is the order id). On success the
 * receipt gets the order id, its number (see placedOrderNumber) and shipping address, the saved checkout data is cleared, the cart removed
 * and a new one created; if that creation fails, it returns quietly without marking the order accepted.
 * A failure marks the order rejected and rethrows.
 * The one step not run by runInStages: it may end with neither accept nor reject.
 */
export function submitOrder(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const { rest, storage } = extra;
    dispatch(orderStages.request());
    let orderId: unknown;
    let cartId = '';
    const state = getState();
    const shippingAddress = state.checkout.shippingAddress;
    try {
      cartId = requireCartId(state);
      const email = shippingAddress.email || (isSignedIn(state) ? state.user.currentUser.email : '');
      if (!isSignedIn(state) && !email) throw missingInformation('email');
      orderId = await rest.post(restCartPath(state, storage, cartId, 'payment-information'), {
        billingAddress: toRestAddress(effectiveBillingAddress(state), email),
        cartId,
        ...(email ? { email } : {}),
        paymentMethod: restPayment(state.checkout.paymentCode, state.checkout.paymentData)
      });
    } catch (error) {
      dispatch(orderStages.fail(error));
      throw error;
    }
    const number = await placedOrderNumber(extra, String(orderId), cartId, isSignedIn(state));
    // The receipt keeps what was ordered (with each line's choices) and, for a cart that ships, where it goes.
    const items = (state.cart.details.items ?? []).map((item) => ({
      name: item.product?.name ?? '',
      quantity: item.quantity,
      options: cartItemOptions(item)
    }));
    const isVirtual = Boolean(state.cart.details.is_virtual);
    dispatch(
      receiptSet({
        id: String(orderId),
        ...(number ? { number } : {}),
        shipping_address: shippingAddress,
        items,
        ...(isVirtual ? { is_virtual: true } : {}),
        ...(state.cart.details.prices ? { totals: selectCartTotals(state), taxDisplay: selectCartTaxDisplay(state) } : {})
      })
    );
    clearCheckoutDataFromStorage(storage);
    dispatch(removeCart());
    try {
      await dispatch(createCart());
    } catch {
      return;
    }
    dispatch(orderStages.receive());
  };
}
