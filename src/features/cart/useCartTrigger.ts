import { useCallback, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { closeMiniCart, toggleMiniCart } from './miniCartActions';
import { formatBadgeCount, selectCartSummary, selectIsMiniCartOpen } from './cartSelectors';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/useMediaQuery';

export function useCartTrigger() {
  const dispatch = useAppDispatch();
  const { numItems } = useAppSelector(selectCartSummary);
  const isMiniCartOpen = useAppSelector(selectIsMiniCartOpen);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => void dispatch(toggleMiniCart()), [dispatch]);
  const close = useCallback(() => {
    dispatch(closeMiniCart());
    // §2 dialog behaviour: focus goes back to the button that opened the mini cart.
    triggerRef.current?.focus();
  }, [dispatch]);

  return {
    numItems,
    badge: formatBadgeCount(numItems),
    isSmallScreen,
    // The mini cart only exists on large screens; shrinking the window hides it.
    isMiniCartOpen: isMiniCartOpen && !isSmallScreen,
    triggerRef,
    toggle,
    close
  };
}
