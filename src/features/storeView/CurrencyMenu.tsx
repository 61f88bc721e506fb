import { useIntl } from 'react-intl';
import { currencyLabel } from './currencyLabel';
import classes from './switcher.module.css';
import SwitcherMenu from './SwitcherMenu';
import { useCurrencySwitch } from './useCurrencySwitch';
import type { SwitcherMenuSlot } from './useSwitcherMenu';

export interface CurrencyMenuProps extends SwitcherMenuSlot {
  currencies: readonly string[];
  currentCurrencyCode: string | null;
}

/** The currency switcher's menu and its switch; its own chunk (with the store menu), loaded on the first opening. */
export default function CurrencyMenu({ currencies, currentCurrencyCode, ...slot }: CurrencyMenuProps) {
  const { formatMessage } = useIntl();
  const switchCurrency = useCurrencySwitch(currentCurrencyCode, slot.onClose);
  const choices = currencies.map((code) => ({
    key: code,
    label: currencyLabel(code),
    isCurrent: code === currentCurrencyCode,
    onChoose: () => void switchCurrency(code)
  }));
  return (
    <SwitcherMenu
      {...slot}
      label={formatMessage({ id: 'currencySwitcher.menuLabel', defaultMessage: 'Choose a currency' })}
      choices={choices}
      className={classes.currencyMenu}
    />
  );
}
