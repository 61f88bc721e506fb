import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Image from '../../components/Image/Image';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import Price from '../../components/Price/Price';
import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import { useAppDispatch } from '../../store/hooks';
import { addItemToCart } from '../cart/cartThunks';
import AccountPageLayout from './AccountPageLayout';
import FormError from './FormError';
import classes from './accountPage.module.css';
import { useWishlist, type WishlistEntry } from './useWishlist';

function WishlistItem({ item, onRemove, onAddToCart }: { item: WishlistEntry; onRemove: () => void; onAddToCart: () => void }) {
  const { formatMessage } = useIntl();
  const product = item.product;
  if (!product) return null;
  const price = product.price_range?.minimum_price?.final_price;
  const path = product.url_key ? `/${product.url_key}${product.url_suffix ?? '.html'}` : null;
  return (
    <li className={classes.card}>
      {product.small_image?.url ? (
        <Image className={classes.itemImage} resource={product.small_image.url} alt={product.small_image.label ?? product.name} width={160} />
      ) : null}
      {path ? <Link to={path}>{product.name}</Link> : <span>{product.name}</span>}
      {price?.value != null ? <Price value={price.value} currencyCode={price.currency ?? 'USD'} /> : null}
      <div className={classes.cardActions}>
        <button type="button" className={classes.textButton} onClick={onAddToCart}>
          {formatMessage({ id: 'addToCart.button', defaultMessage: 'Add to Cart' })}
        </button>
        <button
          type="button"
          className={classes.textButton}
          onClick={onRemove}
          aria-label={formatMessage({ id: 'wishlist.removeNamed', defaultMessage: 'Remove {name}' }, { name: product.name })}
        >
          {formatMessage({ id: 'wishlist.remove', defaultMessage: 'Remove' })}
        </button>
      </div>
    </li>
  );
}

/** /wishlist: the favorites with image, price, add to cart and remove; an empty state. */
export default function WishlistPage() {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const { items, loading, error, remove } = useWishlist();
  const [actionError, setActionError] = useState<unknown>(null);
  const run = (action: () => Promise<unknown>) => {
    setActionError(null);
    action().catch((caught: unknown) => setActionError(caught));
  };
  let content;
  if (loading) content = <LoadingIndicator />;
  else if (!items.length)
    content = (
      <p className={classes.empty}>{formatMessage({ id: 'wishlist.empty', defaultMessage: 'There are currently no items in this list.' })}</p>
    );
  else
    content = (
      <ul className={classes.grid}>
        {items.map((item) => (
          <WishlistItem
            key={item.id}
            item={item}
            onRemove={() => run(() => remove(item.id))}
            onAddToCart={() =>
              run(async () => {
                const result = await dispatch(addItemToCart({ sku: item.product?.sku ?? '', quantity: 1 }));
                if ('error' in result) throw (result.payload as Error | undefined) ?? new Error(deriveErrorMessage([result.error as Error]));
              })
            }
          />
        ))}
      </ul>
    );
  return (
    <AccountPageLayout title={formatMessage({ id: 'account.link.wishlist', defaultMessage: 'Favorites Lists' })}>
      <FormError errors={[error, actionError]} />
      {content}
    </AccountPageLayout>
  );
}
