import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Icon from '../../components/Icon/Icon';
import IconButton from '../../components/IconButton/IconButton';
import classes from './cartTrigger.module.css';
import { useCartTrigger } from './useCartTrigger';
import { lazyWithReload } from '../../lib/lazyWithReload';

// The mini cart panel is its own chunk: the header only carries the button.
const MiniCart = lazyWithReload(() => import(/* webpackChunkName: "mini-cart" */ './MiniCart'));

/** The header cart button (§2): badge with the total quantity; /cart on small screens, the mini cart on large. */
export default function CartTrigger() {
  const { numItems, badge, isSmallScreen, isMiniCartOpen, triggerRef, toggle, close } = useCartTrigger();
  const { formatMessage } = useIntl();
  const label = formatMessage(
    {
      id: 'cartTrigger.label',
      defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}'
    },
    { count: numItems }
  );
  const badgeMark = badge ? (
    <span className={classes.badge} aria-hidden="true" data-testid="cart-badge">
      {badge}
    </span>
  ) : null;

  if (isSmallScreen) {
    return (
      <Link className={classes.root} to="/cart" aria-label={label}>
        <Icon name="bag" />
        {badgeMark}
      </Link>
    );
  }

  return (
    <>
      <IconButton
        ref={triggerRef}
        className={classes.root}
        label={label}
        icon="bag"
        aria-expanded={isMiniCartOpen}
        aria-haspopup="dialog"
        onClick={toggle}
      >
        {badgeMark}
      </IconButton>
      {isMiniCartOpen ? (
        <Suspense fallback={null}>
          <MiniCart onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
