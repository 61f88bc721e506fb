import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { lazyWithReload } from '../../../lib/lazyWithReload';
import { selectIsSignedIn } from '../user/userSelectors';
import WishlistHeart from './WishlistHeart';

// The wishlist's queries, mutations and toasts load once the shopper is signed in: a guest's heart only leads to
// sign in, and most product page landings are a guest's.
const SignedInWishlistButton = lazyWithReload(() => import(/* webpackChunkName: "wishlist-button" */ './SignedInWishlistButton'));

export interface WishlistButtonProps {
  sku: string;
  /** The configurable parent when `sku` is a chosen variant. */
  parentSku?: string;
  /** The option values (uids) that make the variant. */
  selectedOptions?: string[];
}

/** The heart on product pages: adds the product to the wishlist, or removes it; signed out, it asks to sign in. */
export default function WishlistButton(props: WishlistButtonProps) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  if (!isSignedIn) {
    const toSignIn = () => navigate('/sign-in', { state: { from: `${location.pathname}${location.search}` } });
    return <WishlistHeart isInWishlist={false} isBusy={false} onClick={toSignIn} />;
  }
  return (
    <Suspense fallback={<WishlistHeart isInWishlist={false} isBusy />}>
      <SignedInWishlistButton {...props} />
    </Suspense>
  );
}
