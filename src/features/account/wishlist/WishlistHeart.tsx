import { useIntl } from 'react-intl';
import Icon from '../../../components/Icon/Icon';
import classes from './wishlistButton.module.css';

export interface WishlistHeartProps {
  isInWishlist: boolean;
  isBusy: boolean;
  onClick?: () => void;
}

/** The heart's button as the shopper sees it: 'Add to Favorites', or pressed, 'Remove from Favorites'. */
export default function WishlistHeart({ isInWishlist, isBusy, onClick }: WishlistHeartProps) {
  const { formatMessage } = useIntl();
  const label = isInWishlist
    ? formatMessage({ id: 'wishlist.removeFromFavorites', defaultMessage: 'Remove from Favorites' })
    : formatMessage({ id: 'wishlist.addToFavorites', defaultMessage: 'Add to Favorites' });

  return (
    <button
      type="button"
      className={isInWishlist ? `${classes.root} ${classes.active}` : classes.root}
      aria-pressed={isInWishlist}
      disabled={isBusy}
      onClick={onClick}
    >
      <Icon name="heart" />
      <span>{label}</span>
    </button>
  );
}
