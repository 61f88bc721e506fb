import type { ChangeEvent, ComponentType } from 'react';
import type { FieldError } from '../../../lib/fieldError';
import type { Validator } from '../../../lib/validators';

/** A method the shop offers for the live cart, as Magento lists it (REST payment-methods, GraphQL available_payment_methods). */
export interface AvailablePaymentMethod {
  code: string;
  title: string;
}

/** What the chosen method keeps of the shopper's input (e.g. a PO number, a card nonce). */
export type PaymentData = Record<string, unknown>;

/** Magento's PaymentInterface, the `paymentMethod` of REST payment-information. */
export interface RestPayment {
  method: string;
  po_number?: string;
  additional_data?: Record<string, unknown>;
}

/** One field as the payment form gives it (`useForm`'s `fieldProps`). */
export interface PaymentFieldProps {
  name: string;
  value: string;
  error: FieldError | null | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

export interface PaymentDetailsProps {
  /** The form's field of a name this module declared in `fields`. */
  fieldProps: (name: string) => PaymentFieldProps;
}

/**
 * A payment method the checkout can take: one module per Magento method code, listed in paymentMethodRegistry.ts.
 * A method the backend offers without a module here is not shown. A card method (e.g. Braintree's hosted fields)
 * is one more module: its Details render the hosted fields and put the nonce into the data its toRestPayment sends
 * as `additional_data.payment_method_nonce`.
 */
export interface PaymentMethodModule {
  code: string;
  /** The fields the shopper fills in for this method and their rules, checked only while it is the chosen one. */
  fields: Record<string, Validator>;
  /** Shown under the method when chosen: its fields, or what the shopper must know (where to send a check). */
  Details: ComponentType<PaymentDetailsProps> | null;
  /** The method and its data as REST payment-information takes them. */
  toRestPayment(data: PaymentData | null): RestPayment;
}

/** The payment of a method that takes nothing but its code (and a nonce, when a card form gave one). */
export function plainPayment(code: string) {
  return (data: PaymentData | null): RestPayment => {
    const nonce = data?.nonce;
    return { method: code, additional_data: typeof nonce === 'string' && nonce ? { payment_method_nonce: nonce } : {} };
  };
}
