import { useWishlistButton } from './useWishlistButton';
import type { WishlistButtonProps } from './WishlistButton';
import WishlistHeart from './WishlistHeart';

/** A signed-in shopper's heart: knows whether the product is a favourite, and adds or removes it. */
export default function SignedInWishlistButton(props: WishlistButtonProps) {
  const { isInWishlist, isBusy, toggle } = useWishlistButton(props);
  return <WishlistHeart isInWishlist={isInWishlist} isBusy={isBusy} onClick={() => void toggle()} />;
}
