import type { Action } from 'redux';
import type { ActionsOf } from '../../store/stages';
import * as checkoutActions from './checkoutActions';
import { initialCheckoutState, type CheckoutState } from './checkoutState';
import type { SavedCheckout } from './checkoutTypes';

type CheckoutAction = ActionsOf<typeof checkoutActions>;

type ErrorField = 'billingAddressError' | 'shippingAddressError' | 'shippingMethodError' | 'paymentMethodError' | 'orderError';

/** A step's submit: submitting, its error cleared. */
const submitting = (state: CheckoutState, field: ErrorField): CheckoutState => ({ ...state, isSubmitting: true, [field]: null });
/** A step's reject: its error stored. */
const rejected = (state: CheckoutState, field: ErrorField, error: unknown): CheckoutState => ({ ...state, isSubmitting: false, [field]: error });

function started(state: CheckoutState, saved: SavedCheckout): CheckoutState {
  const next = { ...state };
  if (saved.availableShippingMethods) next.availableShippingMethods = saved.availableShippingMethods;
  if (saved.billingAddress) next.billingAddress = saved.billingAddress;
  if (saved.shippingAddress) next.shippingAddress = saved.shippingAddress;
  if (saved.shippingMethod) {
    next.selectedShippingMethod = saved.shippingMethod;
    next.shippingMethod = saved.shippingMethod.carrier_code;
    next.shippingTitle = saved.shippingMethod.carrier_title ?? saved.shippingMethod.title ?? '';
  }
  if (saved.paymentMethod) {
    next.paymentCode = saved.paymentMethod.code;
    next.paymentTitle = saved.paymentMethod.title ?? '';
    next.paymentData = saved.paymentMethod.data ?? null;
  }
  return next;
}

export function checkoutReducer(state: CheckoutState = initialCheckoutState, action: Action): CheckoutState {
  // Every action reaches every reducer; those of other slices fall through to the default.
  const event = action as CheckoutAction;
  switch (event.type) {
    case 'checkout/reset':
      return initialCheckoutState;
    case 'checkout/begin':
      return started(state, event.payload);
    case 'checkout/setContactEmail':
      return {
        ...state,
        shippingAddress: { ...state.shippingAddress, email: event.payload },
        editing: state.editing === 'contact' ? null : state.editing
      };
    case 'checkout/edit':
      return { ...state, editing: event.payload };
    case 'checkout/receiveShippingMethods':
      return { ...state, availableShippingMethods: event.payload };
    case 'checkout/setReceipt':
      return { ...state, receipt: { order: event.payload } };
    case 'checkout/resetReceipt':
      return { ...state, receipt: { order: {} } };

    case 'checkout/shippingAddress/request':
      return submitting(state, 'shippingAddressError');
    case 'checkout/shippingAddress/receive':
      if (event.error) return rejected(state, 'shippingAddressError', event.payload);
      return { ...state, isSubmitting: false, shippingAddress: event.payload.address, editing: null };

    case 'checkout/billingAddress/request':
      return submitting(state, 'billingAddressError');
    case 'checkout/billingAddress/receive':
      if (event.error) return rejected(state, 'billingAddressError', event.payload);
      return { ...state, isSubmitting: false, billingAddress: event.payload };

    case 'checkout/shippingMethod/request':
      return submitting(state, 'shippingMethodError');
    case 'checkout/shippingMethod/receive': {
      if (event.error) return rejected(state, 'shippingMethodError', event.payload);
      const method = event.payload;
      return {
        ...state,
        isSubmitting: false,
        selectedShippingMethod: method,
        shippingMethod: method.carrier_code,
        shippingTitle: method.carrier_title ?? method.title ?? '',
        editing: null
      };
    }

    case 'checkout/paymentMethod/request':
      return submitting(state, 'paymentMethodError');
    case 'checkout/paymentMethod/receive':
      if (event.error) return rejected(state, 'paymentMethodError', event.payload);
      return {
        ...state,
        isSubmitting: false,
        paymentCode: event.payload.code,
        paymentTitle: event.payload.title ?? '',
        paymentData: event.payload.data ?? null,
        editing: null
      };

    case 'checkout/order/request':
      return submitting(state, 'orderError');
    case 'checkout/order/receive':
      return event.error ? rejected(state, 'orderError', event.payload) : { ...state, isSubmitting: false };
    default:
      return state;
  }
}
