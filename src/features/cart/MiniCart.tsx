import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import ButtonLink from '../../components/Button/ButtonLink';
import Drawer from '../../components/Drawer/Drawer';
import Shimmer from '../../components/Shimmer/Shimmer';
import CartLineItem from './CartLineItem';
import PriceSummary from './PriceSummary';
import classes from './miniCart.module.css';
import { useMiniCart } from './useMiniCart';

interface MiniCartProps {
  onClose: () => void;
}

/** The mini cart (§2, large screens): a drawer from the right, loaded as its own chunk. */
export default function MiniCart({ onClose }: MiniCartProps) {
  const { formatMessage } = useIntl();
  const { items, summary, isLoading, errorMessage } = useMiniCart();

  const body = isLoading ? (
    <div className={classes.body} aria-busy="true">
      <Shimmer height={5} />
      <Shimmer height={5} />
    </div>
  ) : items.length === 0 ? (
    <div className={classes.empty}>
      <p>{formatMessage({ id: 'miniCart.empty', defaultMessage: 'There are no items in your cart.' })}</p>
    </div>
  ) : (
    <>
      <div className={classes.body}>
        {errorMessage ? (
          <p className={classes.error} role="alert">
            {errorMessage}
          </p>
        ) : null}
        <ul className={classes.items}>
          {items.map((item) => (
            <CartLineItem key={item.uid} item={item} currencyCode={summary.currencyCode} imageWidth={64} onEdit={onClose} />
          ))}
        </ul>
      </div>
      <div className={classes.footer}>
        <PriceSummary itemCount={summary.numItems} />
        <ButtonLink to="/checkout" onClick={onClose}>
          {formatMessage({ id: 'miniCart.checkout', defaultMessage: 'Checkout' })}
        </ButtonLink>
        <ButtonLink variant="secondary" to="/cart" onClick={onClose}>
          {formatMessage({ id: 'miniCart.editCart', defaultMessage: 'Edit cart' })}
        </ButtonLink>
      </div>
    </>
  );

  return createPortal(
    <Drawer
      side="right"
      title={formatMessage({ id: 'miniCart.title', defaultMessage: 'Cart' })}
      closeLabel={formatMessage({ id: 'miniCart.close', defaultMessage: 'Close the cart' })}
      onClose={onClose}
      closesOnMaskClick
      className={classes.root}
    >
      {body}
    </Drawer>,
    document.body
  );
}
