import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { currencyLabel } from './currencyLabel';
import classes from './switcher.module.css';
import { useCurrencySwitcher } from './useCurrencySwitcher';

// The first screen shows only the trigger: the menu and the switch load when the shopper first opens it.
const CurrencyMenu = lazyWithReload(() => import(/* webpackChunkName: "switcher-menus" */ './CurrencyMenu'));

/** Lets the shopper pick a display currency; renders nothing with a single currency (§2). */
export interface CurrencySwitcherProps {
  /** The drawer disables its switchers while an account view is open (§2). */
  disabled?: boolean;
}

export default function CurrencySwitcher({ disabled = false }: CurrencySwitcherProps) {
  const { formatMessage } = useIntl();
  const { currencies, currentCurrencyCode, isHidden, ...menu } = useCurrencySwitcher();
  const { isOpen, wasOpened, focusesChoice, toggle, close, rootRef, triggerRef, menuId } = menu;
  if (isHidden) return null;

  return (
    <div className={classes.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={classes.trigger}
        aria-label={formatMessage(
          { id: 'currencySwitcher.label', defaultMessage: 'Currency: {currencyCode}' },
          { currencyCode: currentCurrencyCode ? currencyLabel(currentCurrencyCode) : '' }
        )}
        aria-expanded={isOpen}
        aria-controls={wasOpened ? menuId : undefined}
        disabled={disabled}
        onClick={toggle}
      >
        {currentCurrencyCode ? currencyLabel(currentCurrencyCode) : null}
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <CurrencyMenu
            id={menuId}
            isOpen={isOpen}
            focusesChoice={focusesChoice}
            currencies={currencies}
            currentCurrencyCode={currentCurrencyCode}
            rootRef={rootRef}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
