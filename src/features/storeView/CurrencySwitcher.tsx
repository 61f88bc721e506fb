import { useIntl } from 'react-intl';
import { currencySymbol } from '../../lib/formatPrice';
import classes from './switcher.module.css';
import { useCurrencySwitcher } from './useCurrencySwitcher';

/** Lets the shopper pick a display currency; renders nothing with a single currency (§2). */
export interface CurrencySwitcherProps {
  /** The drawer disables its switchers while an account view is open (§2). */
  disabled?: boolean;
}

export default function CurrencySwitcher({ disabled = false }: CurrencySwitcherProps) {
  const { formatMessage } = useIntl();
  const { currencies, currentCurrencyCode, isHidden, switchCurrency, isOpen, toggle, rootRef, menuId } = useCurrencySwitcher();
  if (isHidden) return null;

  const currencyLabel = (code: string) => (currencySymbol(code) === code ? code : `${currencySymbol(code)} ${code}`);
  return (
    <div className={classes.root} ref={rootRef}>
      <button
        type="button"
        className={classes.trigger}
        aria-label={formatMessage(
          { id: 'currencySwitcher.label', defaultMessage: 'Currency: {currencyCode}' },
          { currencyCode: currentCurrencyCode ? currencyLabel(currentCurrencyCode) : '' }
        )}
        aria-expanded={isOpen}
        aria-controls={menuId}
        disabled={disabled}
        onClick={toggle}
      >
        {currentCurrencyCode ? currencyLabel(currentCurrencyCode) : null}
      </button>
      <ul
        id={menuId}
        className={`${isOpen ? classes.menuOpen : classes.menu} ${classes.currencyMenu}`}
        aria-label={formatMessage({ id: 'currencySwitcher.menuLabel', defaultMessage: 'Choose a currency' })}
      >
        {currencies.map((code) => (
          <li key={code}>
            <button
              type="button"
              className={classes.option}
              aria-current={code === currentCurrencyCode}
              onClick={() => void switchCurrency(code)}
            >
              {currencyLabel(code)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
