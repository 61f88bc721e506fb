import { useIntl } from 'react-intl';
import IconButton from '../../../components/IconButton/IconButton';
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
    <IconButton
      className={isInWishlist ? `${classes.root} ${classes.active}` : classes.root}
      label={label}
      icon="heart"
      aria-pressed={isInWishlist}
      disabled={isBusy}
      onClick={onClick}
    >
      <span>{label}</span>
    </IconButton>
  );
}
