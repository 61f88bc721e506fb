import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { currencyLabel } from './currencyLabel';
import classes from './switcher.module.css';
import SwitcherMenu from './SwitcherMenu';
import { useCurrencySwitch } from './useCurrencySwitch';

export interface CurrencyMenuProps {
  id: string;
  isOpen: boolean;
  focusesChoice: boolean;
  currencies: readonly string[];
  currentCurrencyCode: string | null;
  rootRef: RefObject<HTMLElement>;
  onClose: (refocus: boolean) => void;
}

/** The currency switcher's menu and its switch; its own chunk (with the store menu), loaded on the first opening. */
export default function CurrencyMenu({ id, isOpen, focusesChoice, currencies, currentCurrencyCode, rootRef, onClose }: CurrencyMenuProps) {
  const { formatMessage } = useIntl();
  const switchCurrency = useCurrencySwitch(currentCurrencyCode, onClose);
  const choices = currencies.map((code) => ({
    key: code,
    label: currencyLabel(code),
    isCurrent: code === currentCurrencyCode,
    onChoose: () => void switchCurrency(code)
  }));
  return (
    <SwitcherMenu
      id={id}
      label={formatMessage({ id: 'currencySwitcher.menuLabel', defaultMessage: 'Choose a currency' })}
      isOpen={isOpen}
      focusesChoice={focusesChoice}
      choices={choices}
      rootRef={rootRef}
      onClose={onClose}
      className={classes.currencyMenu}
    />
  );
}
