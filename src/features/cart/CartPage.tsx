import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import ButtonLink from '../../components/Button/ButtonLink';
import Shimmer from '../../components/Shimmer/Shimmer';
import CartLineItem from './CartLineItem';
import classes from './cartPage.module.css';
import CouponForm from './CouponForm';
import PriceSummary from './PriceSummary';
import { useCartPage } from './useCartPage';
import { lazyWithReload } from '../../lib/lazyWithReload';

// Loaded with the cart page, in its own chunk: most visits never open it.
const ShippingEstimate = lazyWithReload(() => import(/* webpackChunkName: "cart-estimate" */ './shippingEstimate/ShippingEstimate'));

/** /cart (§2, used on small screens): items, quantity changes, remove, coupon and the summary. */
export default function CartPage() {
  const { formatMessage } = useIntl();
  const { items, summary, isLoading, isBusy, errorMessage, isVirtual, estimate, setEstimate } = useCartPage();
  const title = formatMessage({ id: 'cartPage.title', defaultMessage: 'Shopping Cart' });

  if (isLoading) {
    return (
      <div className={classes.root} aria-busy="true">
        <h1 className={classes.title}>{title}</h1>
        <Shimmer height={6} />
        <Shimmer height={6} />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={classes.root}>
        <h1 className={classes.title}>{title}</h1>
        <div className={classes.empty}>
          <p>{formatMessage({ id: 'cartPage.empty', defaultMessage: 'There are no items in your cart.' })}</p>
          <ButtonLink variant="secondary" to="/">
            {formatMessage({ id: 'cartPage.continueShopping', defaultMessage: 'Continue shopping' })}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className={classes.root}>
      <h1 className={classes.title}>
        {title}{' '}
        <span className={classes.count}>
          {formatMessage(
            { id: 'cartPage.itemCount', defaultMessage: '({count, plural, one {# item} other {# items}})' },
            { count: summary.numItems }
          )}
        </span>
      </h1>
      <div className={classes.layout}>
        <section
          className={classes.items}
          aria-busy={isBusy}
          aria-label={formatMessage({ id: 'cartPage.items', defaultMessage: 'Items in your cart' })}
        >
          {errorMessage ? (
            <p className={classes.error} role="alert">
              {errorMessage}
            </p>
          ) : null}
          <ul className={classes.list}>
            {items.map((item) => (
              <CartLineItem key={item.uid} item={item} currencyCode={summary.currencyCode} />
            ))}
          </ul>
        </section>
        <aside className={classes.sidebar}>
          <CouponForm />
          {/* A virtual cart is not shipped: nothing to estimate. */}
          {isVirtual ? null : (
            <Suspense fallback={null}>
              <ShippingEstimate onTotals={setEstimate} />
            </Suspense>
          )}
          <PriceSummary estimate={isVirtual ? null : estimate} />
          <ButtonLink to="/checkout">{formatMessage({ id: 'cartPage.checkout', defaultMessage: 'Proceed to checkout' })}</ButtonLink>
        </aside>
      </div>
    </div>
  );
}
