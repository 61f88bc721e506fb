import { useIntl } from 'react-intl';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { currencyLabel } from './currencyLabel';
import Switcher from './Switcher';
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
  const { currencies, currentCurrencyCode, isHidden } = useCurrencySwitcher();
  if (isHidden) return null;

  const current = currentCurrencyCode ? currencyLabel(currentCurrencyCode) : '';
  return (
    <Switcher
      label={formatMessage({ id: 'currencySwitcher.label', defaultMessage: 'Currency: {currencyCode}' }, { currencyCode: current })}
      disabled={disabled}
      renderMenu={(slot) => <CurrencyMenu {...slot} currencies={currencies} currentCurrencyCode={currentCurrencyCode} />}
    >
      {current || null}
    </Switcher>
  );
}
