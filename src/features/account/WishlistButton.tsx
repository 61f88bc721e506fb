import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import Icon from '../../components/Icon/Icon';
import { useToasts } from '../../components/Toast/useToasts';
import { deriveErrorMessageOf } from '../../graphql/deriveErrorMessage';
import { useErrorText } from '../../lib/useErrorText';
import classes from './wishlistButton.module.css';
import { useWishlist } from './useWishlist';

export interface WishlistButtonProps {
  sku: string;
  /** The configurable parent when `sku` is a chosen variant. */
  parentSku?: string;
  /** The option values (uids) that make the variant. */
  selectedOptions?: string[];
}

/** The heart on product pages: adds the product to the wishlist, or removes it; signed out, it asks to sign in. */
export default function WishlistButton({ sku, parentSku, selectedOptions }: WishlistButtonProps) {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const { isSignedIn, items, add, remove, isUpdating } = useWishlist();
  const [isBusy, setBusy] = useState(false);
  // A variant is in the list when its parent is, with these options; a product without options when it is, without.
  const entry = items.find((item) =>
    parentSku !== undefined
      ? item.product?.sku === parentSku && item.configured_variant?.sku === sku
      : item.product?.sku === sku && !item.configured_variant
  );
  const isInWishlist = Boolean(entry);
  const label = isInWishlist
    ? formatMessage({ id: 'wishlist.removeFromFavorites', defaultMessage: 'Remove from Favorites' })
    : formatMessage({ id: 'wishlist.addToFavorites', defaultMessage: 'Add to Favorites' });

  const onClick = async () => {
    if (!isSignedIn) {
      navigate('/sign-in', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setBusy(true);
    try {
      if (entry) await remove(entry.id);
      else await add({ sku, parentSku, selectedOptions });
      addToast({
        type: 'success',
        message: entry
          ? formatMessage({ id: 'wishlist.removed', defaultMessage: 'The item was removed from your favorites.' })
          : formatMessage({ id: 'wishlist.added', defaultMessage: 'The item was added to your favorites.' }),
        timeout: 5000
      });
    } catch (error) {
      addToast({ type: 'error', message: errorText(error, deriveErrorMessageOf), dismissable: true, timeout: 15000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={isInWishlist ? `${classes.root} ${classes.active}` : classes.root}
      aria-pressed={isInWishlist}
      disabled={isBusy || isUpdating}
      onClick={() => void onClick()}
    >
      <Icon name="heart" />
      <span>{label}</span>
    </button>
  );
}
