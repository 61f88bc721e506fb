import { DEFAULT_CURRENCY_CODE } from '../../lib/formatPrice';
import type { RootState } from '../../store/rootState';
import type { CartDetails, CartItem } from './cartTypes';

const NO_ITEMS: CartItem[] = [];

export const selectCartId = (state: RootState) => state.cart.cartId;
export const selectCartDetails = (state: RootState) => state.cart.details;
export const selectCartItems = (state: RootState) => state.cart.details.items ?? NO_ITEMS;
export const selectIsMiniCartOpen = (state: RootState) => state.cart.isMiniCartOpen;
export const selectIsCartLoading = (state: RootState) => state.cart.isLoading;
export const selectIsUpdatingItem = (state: RootState) => state.cart.isUpdatingItem;
export const selectIsApplyingCoupon = (state: RootState) => state.cart.isApplyingCoupon;
export const selectCouponError = (state: RootState) => state.cart.couponError;
/** The error of the last item change (update or remove), if it failed. */
export const selectItemChangeError = (state: RootState) => state.cart.updateItemError ?? state.cart.removeItemError;
export const selectAppliedCoupon = (state: RootState) => state.cart.details.applied_coupons?.find(Boolean)?.code ?? null;

export interface CartSummary {
  /** The cart's currency, USD when the cart is empty (§3, §9). */
  currencyCode: string;
  /** Total quantity: the sum of the items' quantities. */
  numItems: number;
  subtotal: number;
}

function summarise(details: CartDetails): CartSummary {
  const items = details.items ?? NO_ITEMS;
  const prices = details.prices;
  return {
    currencyCode: prices?.grand_total?.currency || prices?.subtotal_excluding_tax?.currency || DEFAULT_CURRENCY_CODE,
    numItems: items.reduce((sum, item) => sum + (Number(item.quantity) || 0), 0),
    subtotal: prices?.subtotal_excluding_tax?.value ?? prices?.grand_total?.value ?? 0
  };
}

// The last details summarised and their summary. The header's cart button reads the summary on every page, so it
// is memoised here by hand: reselect, which the cart page and checkout use, would be 1.2 KB of every first load.
let lastSummarised: { details: CartDetails; summary: CartSummary } | undefined;

/** §3 derived summary: the same object for as long as the cart's details are (a selector's result must be stable). */
export function selectCartSummary(state: RootState): CartSummary {
  const details = selectCartDetails(state);
  if (lastSummarised?.details !== details) lastSummarised = { details, summary: summarise(details) };
  return lastSummarised.summary;
}

/** The badge text of §2/§9: the total quantity, '99+' above 99, nothing for an empty cart. */
export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}
