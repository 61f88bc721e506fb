import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Image from '../../components/Image/Image';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import Price from '../../components/Price/Price';
import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import { useAppDispatch } from '../../store/hooks';
import { addItemToCart } from '../cart';
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
  const options = (item.configurable_options ?? []).filter((option): option is NonNullable<typeof option> => Boolean(option));
  // The chosen colour's picture when the variant has one.
  const image = item.configured_variant?.small_image?.url ? item.configured_variant.small_image : product.small_image;
  // A configurable product saved without options needs them chosen on its page before it can go in the cart.
  const needsOptions = isConfigurableWithoutOptions(item);
  return (
    <li className={classes.card}>
      {image?.url ? <Image className={classes.itemImage} resource={image.url} alt={image.label ?? product.name} width={160} /> : null}
      {path ? <Link to={path}>{product.name}</Link> : <span>{product.name}</span>}
      {options.length ? (
        <dl className={classes.itemOptions}>
          {options.map((option) => (
            <div key={option.configurable_product_option_uid}>
              <dt>{option.option_label}:</dt> <dd>{option.value_label}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {price?.value != null ? <Price value={price.value} currencyCode={price.currency ?? 'USD'} /> : null}
      <div className={classes.cardActions}>
        {needsOptions && path ? (
          <Link
            className={classes.textButton}
            to={path}
            aria-label={formatMessage({ id: 'galleryItem.chooseOptionsFor', defaultMessage: 'Choose options for {name}' }, { name: product.name })}
          >
            {formatMessage({ id: 'galleryItem.chooseOptions', defaultMessage: 'Choose Options' })}
          </Link>
        ) : (
          <button type="button" className={classes.textButton} onClick={onAddToCart}>
            {formatMessage({ id: 'addToCart.button', defaultMessage: 'Add to Cart' })}
          </button>
        )}
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

const isConfigurableWithoutOptions = (item: WishlistEntry) => item.__typename === 'ConfigurableWishlistItem' && !item.configured_variant;

/** The cart line of a favourite: a configurable product as its parent with the saved option values (Magento's canonical line). */
function cartRequestOf(item: WishlistEntry) {
  const sku = item.product?.sku ?? '';
  const selectedOptions = (item.configurable_options ?? []).flatMap((option) => (option ? [option.configurable_product_option_value_uid] : []));
  return selectedOptions.length ? { sku, parentSku: sku, selectedOptions, quantity: 1 } : { sku, quantity: 1 };
}

/** /wishlist: the favorites with image, chosen options, price, add to cart and remove; an empty state. */
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
                const result = await dispatch(addItemToCart(cartRequestOf(item)));
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
