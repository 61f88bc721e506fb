import type { TaxDisplay, Totals } from '../../components/TotalsLines/totals';

/** Shapes of §3 the checkout works with. */

export interface Money {
  currency?: string | null;
  value?: number | null;
}

/** §3 Address. `sameAsShippingAddress` only ever appears on a billing address. */
export interface Address {
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  region_code?: string;
  region_id?: number;
  region?: string;
  postcode?: string;
  telephone?: string;
  country_id?: string;
  email?: string;
  sameAsShippingAddress?: boolean;
}

/** §3 Shipping method; in the available list `code` comes from carrier_code and `title` from carrier_title. */
export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title?: string;
  method_title?: string;
  code?: string;
  title?: string;
  amount?: Money | null;
  /** A carrier that cannot ship there says why (Magento's `available: false` with its `error_message`); it cannot be chosen. */
  unavailableMessage?: string;
}

/** §3 Payment method: a code and its data (a nonce, a PO number), with the shop's title of it. */
export interface PaymentMethod {
  code: string;
  title?: string;
  data?: { nonce?: string; [field: string]: unknown } | null;
}

export interface Receipt {
  /** `id` is what the order REST call answered; `number` the order number (increment id) the shopper sees elsewhere. */
  order: {
    id?: string;
    number?: string;
    shipping_address?: Address;
    /** What was ordered, each line with its choices as the cart showed them. */
    items?: Array<{ name: string; quantity: number; options: Array<{ label: string; value: string }> }>;
    /** Nothing ships: no shipping address to show. */
    is_virtual?: boolean;
    /**
     * What the order charged: the cart's totals as last priced before placing it (what the review showed), with the
     * store view's display settings. Kept from the cart because a placed guest cart has no totals left to ask for
     * (Magento's totals repository reads active carts only), on Magento as on the embedded backend.
     */
    totals?: Totals;
    taxDisplay?: TaxDisplay;
  };
}

/** The sections the shopper can go back to. */
export type CheckoutSection = 'contact' | 'shippingAddress' | 'shippingMethod' | 'paymentMethod';

/** What `beginCheckout` reads back from browser storage (§3 checkout persistence keys). */
export interface SavedCheckout {
  availableShippingMethods?: ShippingMethod[];
  billingAddress?: Address;
  paymentMethod?: PaymentMethod;
  shippingAddress?: Address;
  shippingMethod?: ShippingMethod;
}
