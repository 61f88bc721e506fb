import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import { Link } from 'react-router-dom';
import ButtonLink from '../../../components/Button/ButtonLink';
import Image from '../../../components/Image/Image';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import Price from '../../../components/Price/Price';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import AccountPageLayout from '../shared/AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import classes from '../shared/accountPage.module.css';
import type { WishlistEntry } from './useWishlist';
import { needsChoosingOnPage } from './wishlistItemChoices';
import { useWishlistPage } from './useWishlistPage';

function WishlistItem({ item, onRemove, onAddToCart }: { item: WishlistEntry; onRemove: () => void; onAddToCart: () => void }) {
  const { formatMessage } = useIntl();
  const product = item.product;
  if (!product) return null;
  const price = product.price_range?.minimum_price?.final_price;
  const path = product.url_key ? `/${product.url_key}${product.url_suffix ?? '.html'}` : null;
  const options = (item.configurable_options ?? []).filter((option): option is NonNullable<typeof option> => Boolean(option));
  // The chosen colour's picture when the variant has one.
  const image = item.configured_variant?.small_image?.url ? item.configured_variant.small_image : product.small_image;
  // Choices still to make (options, a bundle's parts, links…) are made on the product's page.
  const needsOptions = needsChoosingOnPage(item);
  return (
    <li className={classes.card}>
      {image?.url ? <Image className={classes.itemImage} resource={image.url} alt={image.label ?? product.name ?? ''} width={160} /> : null}
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
          <ButtonLink
            variant="secondary"
            to={path}
            aria-label={formatMessage({ id: 'galleryItem.chooseOptionsFor', defaultMessage: 'Choose options for {name}' }, { name: product.name })}
          >
            {formatMessage({ id: 'galleryItem.chooseOptions', defaultMessage: 'Choose Options' })}
          </ButtonLink>
        ) : (
          <Button variant="secondary" onClick={onAddToCart}>
            {formatMessage({ id: 'addToCart.button', defaultMessage: 'Add to Cart' })}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={onRemove}
          aria-label={formatMessage({ id: 'wishlist.removeNamed', defaultMessage: 'Remove {name}' }, { name: product.name })}
        >
          {formatMessage({ id: 'wishlist.remove', defaultMessage: 'Remove' })}
        </Button>
      </div>
    </li>
  );
}

/** /wishlist: the favorites with image, chosen options, price, add to cart and remove; an empty state. */
export default function WishlistPage() {
  const { formatMessage } = useIntl();
  const { items, loading, error, actionError, removeItem, addToCart } = useWishlistPage();
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
          <WishlistItem key={item.id} item={item} onRemove={() => removeItem(item)} onAddToCart={() => addToCart(item)} />
        ))}
      </ul>
    );
  return (
    <AccountPageLayout title={formatMessage({ id: 'account.link.wishlist', defaultMessage: 'Favorites Lists' })}>
      <FormError errors={[error, actionError]} describe={deriveErrorMessages} />
      {content}
    </AccountPageLayout>
  );
}
