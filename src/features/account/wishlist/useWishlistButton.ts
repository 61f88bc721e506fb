import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '../../../components/Toast/useToasts';
import { deriveErrorMessageOf } from '../../../graphql/deriveErrorMessage';
import { useErrorText } from '../../../lib/useErrorText';
import { useWishlist } from './useWishlist';

/**
 * For a signed-in shopper: whether the product (or the variant its options make) is a favorite, and the toggle:
 * add or remove with a toast.
 */
export function useWishlistButton({ sku, parentSku, selectedOptions }: { sku: string; parentSku?: string; selectedOptions?: string[] }) {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const errorText = useErrorText();
  const { items, add, remove, isUpdating } = useWishlist();
  const [isBusy, setBusy] = useState(false);
  // A variant is in the list when its parent is, with these options; a product without options when it is, without.
  const entry = items.find((item) =>
    parentSku !== undefined
      ? item.product?.sku === parentSku && item.configured_variant?.sku === sku
      : item.product?.sku === sku && !item.configured_variant
  );

  const toggle = async () => {
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

  return { isInWishlist: Boolean(entry), isBusy: isBusy || isUpdating, toggle };
}
