import type { Action, ThunkAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../../store/configureStore';
import type { RootState } from '../../store/rootState';
import { closeDrawer } from '../../store/slices/appSlice';
import { createCart, getCartDetails, removeCart } from '../cart';
import {
  billingAddressStep,
  checkoutReset,
  checkoutStarted,
  contactEmailSet,
  orderStep,
  paymentMethodStep,
  receiptSet,
  shippingAddressStep,
  shippingMethodStep,
  shippingMethodsReceived
} from './checkoutActions';
import { CHECKOUT_STORAGE_KEYS } from '../../lib/storage';
import { missingInformation } from './checkoutErrors';
import { clearCheckoutDataFromStorage, readSavedCheckout } from './checkoutStorage';
import type { Address, GetPlacedOrderNumberResult, PaymentMethod, ShippingMethod } from './checkoutTypes';
import GET_PLACED_ORDER_NUMBER from './getPlacedOrderNumber.graphql';
import SET_GUEST_EMAIL from './setGuestEmailOnCart.graphql';
import SET_SHIPPING_ADDRESS from './setShippingAddressOnCart.graphql';

export { clearCheckoutDataFromStorage, readSavedCheckout };

export type CheckoutThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, Action>;

/** §4 begin: reset, load the saved data from browser storage, start with it. */
export function beginCheckout(): CheckoutThunk {
  return (dispatch, _getState, { storage }) => {
    dispatch(checkoutReset());
    dispatch(checkoutStarted(readSavedCheckout(storage)));
  };
}

/** §4 reset: closes the drawer and restores the initial state. */
export function resetCheckout(): CheckoutThunk {
  return (dispatch) => {
    dispatch(closeDrawer());
    dispatch(checkoutReset());
  };
}

/** §4 cancel: resets the checkout. */
export const cancelCheckout = resetCheckout;

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

/**
 * Runs one step through its stages (§4): submit, then accept with what `run` resolves, or reject with
 * the error, which is stored and rethrown.
 */
async function runStep<Accepted>(
  dispatch: (action: Action) => unknown,
  step: { submit: () => Action; accept: (payload: Accepted) => Action; reject: (error: unknown) => Action },
  run: () => Promise<Accepted>
): Promise<Accepted> {
  dispatch(step.submit());
  let accepted: Accepted;
  try {
    accepted = await run();
  } catch (error) {
    dispatch(step.reject(error));
    throw error;
  }
  dispatch(step.accept(accepted));
  return accepted;
}

/** The guest's contact e-mail; kept with the shipping address and saved like it. Needs a cart. */
export function submitContactEmail(email: string): CheckoutThunk {
  return (dispatch, getState, { storage }) => {
    requireCartId(getState());
    dispatch(contactEmailSet(email.trim()));
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, getState().checkout.shippingAddress);
  };
}

interface SetShippingAddressData {
  setShippingAddressesOnCart?: {
    cart?: {
      shipping_addresses?: Array<{
        available_shipping_methods?: Array<(ShippingMethod & { available?: boolean | null }) | null> | null;
      } | null> | null;
    } | null;
  } | null;
}

/** §3: in the available list, code comes from carrier_code and title from carrier_title. */
export function toAvailableShippingMethods(data: SetShippingAddressData | null | undefined): ShippingMethod[] {
  const methods = data?.setShippingAddressesOnCart?.cart?.shipping_addresses?.[0]?.available_shipping_methods ?? [];
  return methods
    .filter((method): method is ShippingMethod & { available?: boolean | null } => Boolean(method) && method?.available !== false)
    .map(({ available: _available, ...method }) => ({ ...method, code: method.carrier_code, title: method.carrier_title }));
}

/**
 * §4 shipping address: needs a cart id, and a guest an e-mail, which goes on the cart first (§6). The
 * address (with the e-mail) is accepted and saved, then the available shipping methods received and saved.
 */
export function submitShippingAddress(address: Address): CheckoutThunk<Promise<void>> {
  return async (dispatch, getState, { apollo, storage }) => {
    let received: ShippingMethod[] = [];
    const accepted = await runStep(dispatch, shippingAddressStep, async () => {
      const state = getState();
      const cartId = requireCartId(state);
      const signedIn = isSignedIn(state);
      const email = address.email || state.checkout.shippingAddress.email || (signedIn ? state.user.currentUser.email : '');
      if (!signedIn) {
        if (!email) throw missingInformation('email');
        await apollo.mutate({ mutation: SET_GUEST_EMAIL, variables: { cartId, email } });
      }
      const { data } = await apollo.mutate<SetShippingAddressData>({
        mutation: SET_SHIPPING_ADDRESS,
        variables: {
          cartId,
          firstname: address.firstname,
          lastname: address.lastname,
          street: address.street ?? [],
          city: address.city,
          region_code: address.region_code,
          region_id: address.region_id,
          postcode: address.postcode,
          telephone: address.telephone,
          country_id: address.country_id
        },
        fetchPolicy: 'no-cache'
      });
      received = toAvailableShippingMethods(data);
      const { sameAsShippingAddress: _same, ...shipping } = address;
      return email ? { ...shipping, email } : shipping;
    });
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, accepted);
    dispatch(shippingMethodsReceived(received));
    storage.setItem(CHECKOUT_STORAGE_KEYS.availableShippingMethods, received);
  };
}

const restCartPath = (state: RootState, cartId: string, endpoint: string) =>
  isSignedIn(state) ? `/rest/V1/carts/mine/${endpoint}` : `/rest/V1/guest-carts/${encodeURIComponent(cartId)}/${endpoint}`;

/** The billing address to send: the shipping address when billing is the same (or not chosen yet). */
function effectiveBillingAddress(state: RootState): Address {
  const billing = state.checkout.billingAddress;
  return !billing || billing.sameAsShippingAddress ? state.checkout.shippingAddress : billing;
}

/**
 * §4 shipping method: saves the shipping information over REST (§7 payload; guest-carts/{cartId} for
 * guests, carts/mine for customers), then accepts and saves the method and refreshes the cart's totals.
 */
export function submitShippingMethod(method: ShippingMethod): CheckoutThunk<Promise<void>> {
  return async (dispatch, getState, { rest, storage }) => {
    const accepted = await runStep(dispatch, shippingMethodStep, async () => {
      const state = getState();
      const cartId = requireCartId(state);
      const shippingAddress = state.checkout.shippingAddress;
      await rest.post(restCartPath(state, cartId, 'shipping-information'), {
        addressInformation: {
          billing_address: toRestAddress(effectiveBillingAddress(state), shippingAddress.email),
          shipping_address: toRestAddress(shippingAddress),
          shipping_carrier_code: method.carrier_code,
          shipping_method_code: method.method_code
        }
      });
      return method;
    });
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingMethod, accepted);
    // The review shows the shipping amount from the cart's prices; a failed refresh is the cart's to report.
    await dispatch(getCartDetails());
  };
}

/** §4 billing address: same-as-shipping is stored as is; otherwise its street lines are copied as a list. */
export function submitBillingAddress(address: Address): CheckoutThunk<Promise<void>> {
  return async (dispatch, getState, { storage }) => {
    const accepted = await runStep(dispatch, billingAddressStep, async () => {
      requireCartId(getState());
      return address.sameAsShippingAddress ? address : { ...address, street: [...(address.street ?? [])] };
    });
    storage.setItem(CHECKOUT_STORAGE_KEYS.billingAddress, accepted);
  };
}

/** §4 payment method: a code and its data (a nonce), accepted and saved. */
export function submitPaymentMethod(paymentMethod: PaymentMethod): CheckoutThunk<Promise<void>> {
  return async (dispatch, getState, { storage }) => {
    const accepted = await runStep(dispatch, paymentMethodStep, async () => {
      requireCartId(getState());
      return { code: paymentMethod.code, data: paymentMethod.data ?? null };
    });
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
}): CheckoutThunk<Promise<void>> {
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
 * The order number (increment id, e.g. 000000012) of the order REST just placed. Magento's REST answers the
 * order's entity id, which is not the number of the confirmation mail and order history: a signed-in customer's
 * is read from their latest orders (an order's uid is the base64 of its entity id). A guest has no such query;
 * their receipt shows what the REST call answered (the embedded backend answers the increment id itself).
 * Any failure falls back to that answer too: the order is placed either way.
 */
async function placedOrderNumber(apollo: ThunkExtra['apollo'], answer: string, signedIn: boolean): Promise<string | null> {
  if (!signedIn) return null;
  try {
    const { data } = await apollo.query<GetPlacedOrderNumberResult>({ query: GET_PLACED_ORDER_NUMBER, fetchPolicy: 'no-cache' });
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
 */
export function submitOrder(): CheckoutThunk<Promise<void>> {
  return async (dispatch, getState, { apollo, rest, storage }) => {
    dispatch(orderStep.submit());
    let orderId: unknown;
    const state = getState();
    const shippingAddress = state.checkout.shippingAddress;
    try {
      const cartId = requireCartId(state);
      const email = shippingAddress.email || (isSignedIn(state) ? state.user.currentUser.email : '');
      if (!isSignedIn(state) && !email) throw missingInformation('email');
      const nonce = state.checkout.paymentData?.nonce;
      orderId = await rest.post(restCartPath(state, cartId, 'payment-information'), {
        billingAddress: toRestAddress(effectiveBillingAddress(state), email),
        cartId,
        ...(email ? { email } : {}),
        paymentMethod: { method: state.checkout.paymentCode, additional_data: nonce ? { payment_method_nonce: nonce } : {} }
      });
    } catch (error) {
      dispatch(orderStep.reject(error));
      throw error;
    }
    const number = await placedOrderNumber(apollo, String(orderId), isSignedIn(state));
    dispatch(receiptSet({ id: String(orderId), ...(number ? { number } : {}), shipping_address: shippingAddress }));
    clearCheckoutDataFromStorage(storage);
    await dispatch(removeCart());
    const created = await dispatch(createCart());
    if (!createCart.fulfilled.match(created)) return;
    dispatch(orderStep.accept());
  };
}
