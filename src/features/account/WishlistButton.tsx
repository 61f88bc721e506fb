import { useIntl } from 'react-intl';
import Icon from '../../components/Icon/Icon';
import classes from './wishlistButton.module.css';
import { useWishlistButton } from './useWishlistButton';

export interface WishlistButtonProps {
  sku: string;
  /** The configurable parent when `sku` is a chosen variant. */
  parentSku?: string;
  /** The option values (uids) that make the variant. */
  selectedOptions?: string[];
}

/** The heart on product pages: adds the product to the wishlist, or removes it; signed out, it asks to sign in. */
export default function WishlistButton(props: WishlistButtonProps) {
  const { formatMessage } = useIntl();
  const { isInWishlist, isBusy, toggle } = useWishlistButton(props);
  const label = isInWishlist
    ? formatMessage({ id: 'wishlist.removeFromFavorites', defaultMessage: 'Remove from Favorites' })
    : formatMessage({ id: 'wishlist.addToFavorites', defaultMessage: 'Add to Favorites' });

  return (
    <button
      type="button"
      className={isInWishlist ? `${classes.root} ${classes.active}` : classes.root}
      aria-pressed={isInWishlist}
      disabled={isBusy}
      onClick={() => void toggle()}
    >
      <Icon name="heart" />
      <span>{label}</span>
    </button>
  );
}
