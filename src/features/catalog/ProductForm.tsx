import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useFirstScreenSettled } from '../../lib/firstScreen';
import { lazyWithReload } from '../../lib/lazyWithReload';
import Button from '../../components/Button/Button';
import { WishlistButton } from '../account';
import Carousel from './Carousel';
import Description from './Description';
import type { ProductChoicesDetail, ProductDetail } from './catalogTypes';
import ProductFormShimmer from './ProductFormShimmer';
import ProductOptions from './ProductOptions';
import ProductPrice from './ProductPrice';
import classes from './productPage.module.css';
import { useProductForm } from './useProductForm';

// Bundle items, customizable options, links, grouped children and tier offers: a chunk only their products load, on a
// landing once the first screen has settled, so it takes no bandwidth from the main image or the code that shows it.
const ProductChoices = lazyWithReload(() => import(/* webpackChunkName: "product-choices" */ './choices/ProductChoices'));

/** Images, name, SKU, price, stock, options, quantity, Add to Cart and description of one product. */
export interface ProductFormProps {
  product: ProductDetail;
  /** The product's choices (GetProductChoices); undefined until answered. */
  choices?: ProductChoicesDetail;
  /** Whether the choices are still being asked for (the form waits: it takes no order before they are known). */
  isChoicesPending?: boolean;
}

export default function ProductForm({ product, choices, isChoicesPending = false }: ProductFormProps) {
  const { formatMessage } = useIntl();
  const form = useProductForm(product, choices);
  const name = product.name ?? '';
  const description = product.description?.html ?? '';
  const isFirstScreenSettled = useFirstScreenSettled();
  const purchase = (
    <>
      <form className={classes.form} onSubmit={(event) => void form.handleSubmit(event)} noValidate>
        <ProductOptions options={form.options} selection={form.selection} onChoose={form.chooseValue} isAvailable={form.isAvailable} />
        {form.needsChoices ? <ProductChoices product={choices!} quantity={form.quantity} handle={form.choicesRef} preset={form.preset} /> : null}
        {form.showsQuantity ? (
          <>
            <label className={classes.quantityLabel} htmlFor="product-quantity">
              {formatMessage({ id: 'productPage.quantity', defaultMessage: 'Quantity' })}
            </label>
            <input
              id="product-quantity"
              className={classes.quantity}
              type="number"
              inputMode="numeric"
              min={1}
              value={form.quantityText}
              onChange={(event) => form.changeQuantity(event.target.value)}
            />
          </>
        ) : null}
        {form.formError ? (
          <p className={classes.error} role="alert">
            {form.formError}
          </p>
        ) : null}
        <Button type="submit" className={classes.addToCart} disabled={form.isAdding || !form.isInStock} aria-busy={form.isAdding}>
          {form.isAdding
            ? formatMessage({ id: 'addToCart.adding', defaultMessage: 'Adding…' })
            : formatMessage({ id: 'addToCart.button', defaultMessage: 'Add to Cart' })}
        </Button>
      </form>
      <WishlistButton {...form.wishlistItem} />
      {description ? (
        <section className={classes.description} aria-labelledby="description-heading">
          <h2 id="description-heading" className={classes.descriptionTitle}>
            {formatMessage({ id: 'productPage.description', defaultMessage: 'Product Description' })}
          </h2>
          <Description html={description} />
        </section>
      ) : null}
    </>
  );
  return (
    <div className={classes.main}>
      <div className={classes.images}>
        <Carousel images={form.images} name={name} />
      </div>
      <div className={classes.details}>
        <h1 className={classes.name}>{name}</h1>
        <ProductPrice priceRange={form.priceRange} className={classes.price} />
        <p className={classes.sku}>{formatMessage({ id: 'productPage.sku', defaultMessage: 'SKU: {sku}' }, { sku: form.sku })}</p>
        <p className={form.isInStock ? classes.inStock : classes.outOfStock}>
          {form.isInStock
            ? formatMessage({ id: 'productPage.inStock', defaultMessage: 'In stock' })
            : formatMessage({ id: 'productPage.outOfStock', defaultMessage: 'Out of stock' })}
        </p>
        {/* The form shows whole, so nothing on screen moves: a placeholder while the choices are asked, and for a product
            with choices until their code is in (on a landing, that waits for the first screen to settle). */}
        {isChoicesPending || (form.needsChoices && !isFirstScreenSettled) ? (
          <ProductFormShimmer />
        ) : form.needsChoices ? (
          <Suspense fallback={<ProductFormShimmer />}>{purchase}</Suspense>
        ) : (
          purchase
        )}
      </div>
    </div>
  );
}
