import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Icon from '../../components/Icon/Icon';
import IconButton from '../../components/IconButton/IconButton';
import AccountTrigger from '../../features/account/menu/AccountTrigger';
import CartTrigger from '../../features/cart/CartTrigger';
import CurrencySwitcher from '../../features/storeView/CurrencySwitcher';
import StoreSwitcher from '../../features/storeView/StoreSwitcher';
import MegaMenu from '../megaMenu/MegaMenu';
import { useShellConfig } from '../../features/storeView/useShellConfig';
import classes from './header.module.css';
import Logo from './Logo';
import { useHeader } from './useHeader';
import { lazyWithReload } from '../../lib/lazyWithReload';

// The search bar (with its suggestions) loads only when the shopper first opens it.
const SearchBar = lazyWithReload(() => import(/* webpackChunkName: "search-bar" */ '../../features/search/SearchBar'));

interface HeaderProps {
  showOfflineIcon: boolean;
}

export default function Header({ showOfflineIcon }: HeaderProps) {
  const { searchOpen, isNavOpen, showCart, openNavigation, toggleSearch } = useHeader();
  const { formatMessage } = useIntl();
  // The logo link says where it leads: the shop's (Magento's store, not store view's) home page.
  const config = useShellConfig().config;
  const storeName = config?.store_group_name ?? config?.store_name;
  const homeLabel = storeName
    ? formatMessage({ id: 'header.storeHome', defaultMessage: '{storeName} home' }, { storeName })
    : formatMessage({ id: 'header.home', defaultMessage: 'Home' });
  const searchLabel = formatMessage({ id: 'header.search', defaultMessage: 'Search' });

  return (
    <header className={classes.root}>
      <div className={classes.toolbar}>
        <div className={classes.primaryActions}>
          <IconButton
            className={`${classes.action} ${classes.navTrigger}`}
            label={formatMessage({ id: 'header.openMenu', defaultMessage: 'Open menu' })}
            icon="menu"
            aria-expanded={isNavOpen}
            onClick={openNavigation}
          />
          <IconButton className={classes.action} label={searchLabel} icon="search" aria-expanded={searchOpen} onClick={toggleSearch}>
            <span className={classes.wideLabel} aria-hidden="true">
              {searchLabel}
            </span>
          </IconButton>
        </div>
        <Link className={classes.logo} to="/" aria-label={homeLabel}>
          <Logo />
        </Link>
        <MegaMenu />
        <div className={classes.secondaryActions}>
          {showOfflineIcon ? (
            <span className={classes.offline} role="status">
              <Icon name="cloudOff" title={formatMessage({ id: 'header.offline', defaultMessage: 'Offline' })} />
            </span>
          ) : null}
          <div className={classes.switchers}>
            <StoreSwitcher />
            <CurrencySwitcher />
          </div>
          <AccountTrigger />
          {showCart ? <CartTrigger /> : null}
        </div>
      </div>
      {searchOpen ? (
        <div className={classes.searchRow}>
          <Suspense fallback={<div className={classes.searchPlaceholder} />}>
            <SearchBar onClose={toggleSearch} />
          </Suspense>
        </div>
      ) : null}
    </header>
  );
}
