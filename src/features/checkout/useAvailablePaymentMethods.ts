import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCartSummary, selectCartTotals } from '../cart';
import { fetchAvailablePaymentMethods } from './checkoutThunks';
import type { AvailablePaymentMethod } from './paymentMethods/paymentMethodModule';
import { renderableMethods } from './paymentMethods/paymentMethodRegistry';

interface Offer {
  /** What the list was asked for (cart, address, totals): a change asks again. */
  key: string;
  methods: AvailablePaymentMethod[] | null;
  error: unknown;
}

/**
 * The payment methods the shop offers for the live cart, in its order and with its titles, less those the checkout
 * has no module for. Asked again whenever the cart's items, totals or shipping address change, and on `retry`.
 */
export function useAvailablePaymentMethods() {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector((state) => state.cart.cartId);
  const { numItems } = useAppSelector(selectCartSummary);
  const { grandTotal, currencyCode } = useAppSelector(selectCartTotals);
  const address = useAppSelector((state) => state.checkout.shippingAddress);
  const [attempt, setAttempt] = useState(0);
  const key = [cartId, numItems, grandTotal, currencyCode, address.country_id, address.region_code, address.postcode, attempt].join('|');
  const [offer, setOffer] = useState<Offer>({ key: '', methods: null, error: null });

  useEffect(() => {
    if (!cartId) return undefined;
    let current = true;
    dispatch(fetchAvailablePaymentMethods()).then(
      (methods) => current && setOffer({ key, methods: renderableMethods(methods), error: null }),
      (error: unknown) => current && setOffer({ key, methods: null, error })
    );
    return () => {
      current = false;
    };
    // `key` holds everything the answer depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const settled = offer.key === key;
  return {
    methods: settled ? offer.methods : null,
    isLoading: !settled,
    error: settled ? offer.error : null,
    retry: () => setAttempt((n) => n + 1)
  };
}
