import type { RequestContext, StoreView } from '../shop';
import type { CartRow } from '../db/cart';
import { parseAddress } from './address';
import { inputError } from './errors';
import { totals } from './pricing';

/*
 * Payment methods as Magento configures them per store view (payment/<code>/… in core_config_data): enabled, title,
 * sort order, minimum and maximum order total, specific countries; check/money order adds its payee and address. A
 * store view keeps its own under `payment` in its config; what it leaves out takes Magento's defaults (config.xml
 * of Magento_OfflinePayments and Magento_Payment): only check/money order and zero-subtotal checkout enabled.
 */

/** The offline methods and `free`, Magento's codes. */
export const PAYMENT_METHOD_CODES = ['checkmo', 'banktransfer', 'purchaseorder', 'cashondelivery', 'free'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

export interface PaymentMethodConfig {
  active: boolean;
  title: string;
  sort_order: number;
  /** In the base currency; null for no limit (Magento's empty value). */
  min_order_total: number | null;
  max_order_total: number | null;
  /** Magento's allowspecific: only the countries of `specificcountry` may use it. */
  allowspecific: boolean;
  specificcountry: string[];
  /** Check/money order only: "Make Check Payable to" and "Send Check to". */
  payable_to?: string;
  mailing_address?: string;
}

const DEFAULTS: Record<PaymentMethodCode, PaymentMethodConfig> = {
  checkmo: method(true, 'Check / Money order'),
  banktransfer: method(false, 'Bank Transfer Payment'),
  purchaseorder: method(false, 'Purchase Order'),
  cashondelivery: method(false, 'Cash On Delivery'),
  free: { ...method(true, 'No Payment Information Required'), sort_order: 1 }
};

function method(active: boolean, title: string): PaymentMethodConfig {
  return { active, title, sort_order: 0, min_order_total: null, max_order_total: null, allowspecific: false, specificcountry: [] };
}

/** A store view's configuration of one method: its own settings over Magento's defaults. */
export function paymentConfig(store: StoreView, code: PaymentMethodCode): PaymentMethodConfig {
  const own = (store.settings.payment as Partial<Record<PaymentMethodCode, Partial<PaymentMethodConfig>>> | undefined)?.[code];
  return { ...DEFAULTS[code], ...own };
}

const isKnown = (code: string): code is PaymentMethodCode => (PAYMENT_METHOD_CODES as readonly string[]).includes(code);

/** Magento's CountryProvider: the billing address's country, else the shipping address's, else the store's default. */
function paymentCountry(ctx: RequestContext, cart: CartRow): string {
  return (
    parseAddress(cart.billing_address)?.country_code ||
    parseAddress(cart.shipping_address)?.country_code ||
    String(ctx.store.settings.default_country ?? 'US')
  );
}

/**
 * Whether a method may pay for the cart, Magento's checks in order: enabled, the country (CanUseForCountry), the
 * order total between min and max (TotalMinMax, base grand total), and a zero total payable by `free` alone
 * (ZeroTotal; Free::isAvailable asks for a zero grand total).
 */
function isAvailable(ctx: RequestContext, cart: CartRow, code: PaymentMethodCode, baseGrandCents: number): boolean {
  const config = paymentConfig(ctx.store, code);
  if (!config.active) return false;
  if (config.allowspecific && !config.specificcountry.includes(paymentCountry(ctx, cart))) return false;
  const total = baseGrandCents / 100;
  if (config.min_order_total != null && total < config.min_order_total) return false;
  if (config.max_order_total != null && total > config.max_order_total) return false;
  return code === 'free' ? baseGrandCents === 0 : baseGrandCents > 0;
}

export interface AvailablePaymentMethod {
  code: PaymentMethodCode;
  title: string;
}

/** The methods that may pay for the cart now, by sort order (Magento's MethodList). */
export function availablePaymentMethods(ctx: RequestContext, cart: CartRow): AvailablePaymentMethod[] {
  const baseGrand = totals(ctx, cart).base.grand;
  return PAYMENT_METHOD_CODES.filter((code) => isAvailable(ctx, cart, code, baseGrand))
    .map((code, index) => ({ code, title: paymentConfig(ctx.store, code).title, order: paymentConfig(ctx.store, code).sort_order, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ code, title }) => ({ code, title }));
}

/** The title of a method in a store view (an order's payment keeps the code; its name is the store view's title). */
export const paymentTitle = (store: StoreView, code: string) => (isKnown(code) ? paymentConfig(store, code).title : code);

/**
 * Why `code` may not pay for the cart now, in Magento's words, or null. Asked when the method is set
 * (PaymentMethodManagement::set, Payment::importData) and again when the order is placed (QuoteManagement::placeOrder
 * imports the quote's payment with the same checks): the cart may have changed in between (items added to a `free`
 * cart, the billing country moved, another store view).
 */
export function paymentRefusal(ctx: RequestContext, cart: CartRow, code: string, poNumber: string | null | undefined, baseGrandCents: number) {
  if (!isKnown(code) || !isAvailable(ctx, cart, code, baseGrandCents)) return 'The requested Payment Method is not available.';
  // Magento's Purchaseorder::validate.
  if (code === 'purchaseorder' && !poNumber?.trim()) return 'Purchase order number is a required field.';
  return null;
}

/** Sets the cart's payment method; a method that may not pay for it is refused with Magento's message. */
export function setPaymentMethod(ctx: RequestContext, cart: CartRow, code: string, poNumber?: string | null) {
  const refused = paymentRefusal(ctx, cart, code, poNumber, totals(ctx, cart).base.grand);
  if (refused) throw inputError(refused);
  ctx.shop.data.cart.set(cart.id, 'payment_method', code);
  // Magento keeps the number on the quote's payment, and the order's payment after it.
  ctx.shop.data.cart.set(cart.id, 'po_number', code === 'purchaseorder' ? poNumber!.trim() : null);
}

/** StoreConfig's fields of check/money order and zero subtotal checkout (Magento's OfflinePaymentsGraphQl, PaymentGraphQl). */
export function paymentStoreConfig(store: StoreView) {
  const checkmo = paymentConfig(store, 'checkmo');
  const free = paymentConfig(store, 'free');
  const limit = (value: number | null) => (value == null ? null : String(value));
  return {
    check_money_order_enabled: checkmo.active,
    check_money_order_title: checkmo.title,
    check_money_order_sort_order: checkmo.sort_order,
    check_money_order_make_check_payable_to: checkmo.payable_to ?? null,
    check_money_order_send_check_to: checkmo.mailing_address ?? null,
    check_money_order_min_order_total: limit(checkmo.min_order_total),
    check_money_order_max_order_total: limit(checkmo.max_order_total),
    check_money_order_enable_for_specific_countries: checkmo.allowspecific,
    check_money_order_payment_from_specific_countries: checkmo.allowspecific ? checkmo.specificcountry.join(',') : null,
    check_money_order_new_order_status: 'pending',
    zero_subtotal_enabled: free.active,
    zero_subtotal_title: free.title,
    zero_subtotal_sort_order: free.sort_order,
    zero_subtotal_new_order_status: 'pending',
    zero_subtotal_payment_action: null,
    zero_subtotal_enable_for_specific_countries: free.allowspecific,
    zero_subtotal_payment_from_specific_countries: free.allowspecific ? free.specificcountry.join(',') : null
  };
}
