import { useIntl } from 'react-intl';
import IconButton from '../../components/IconButton/IconButton';
import { useFocusTrap } from '../../components/FocusTrap/useFocusTrap';
import AccountDrawerActions from '../../features/account/menu/AccountDrawerActions';
import AccountDrawerView from '../../features/account/menu/AccountDrawerView';
import CurrencySwitcher from '../../features/storeView/CurrencySwitcher';
import StoreSwitcher from '../../features/storeView/StoreSwitcher';
import CategoryTree from './CategoryTree';
import classes from './navigation.module.css';
import { useNavigation } from './useNavigation';

/** The navigation drawer (§2): main menu with the category tree, switchers in its footer. */
export default function Navigation() {
  const { isOpen, view, setView, setViewLoading, title, showBack, categoryUid, isRoot, drillDown, goBack, close, onNavigate } = useNavigation();
  const { formatMessage } = useIntl();
  const panelRef = useFocusTrap<HTMLElement>(isOpen, close, { inertWhenInactive: true });

  return (
    <aside
      ref={panelRef}
      className={isOpen ? `${classes.root} ${classes.open}` : classes.root}
      role="dialog"
      aria-modal="true"
      aria-labelledby="navigation-title"
      aria-hidden={!isOpen}
      tabIndex={-1}
    >
      <header className={classes.header}>
        {showBack ? (
          <IconButton
            className={classes.iconButton}
            label={formatMessage({ id: 'navigation.back', defaultMessage: 'Back' })}
            icon="chevronLeft"
            onClick={goBack}
          />
        ) : (
          <span className={classes.spacer} />
        )}
        <h2 id="navigation-title" className={classes.title}>
          {title}
        </h2>
        <IconButton
          className={classes.iconButton}
          label={formatMessage({ id: 'navigation.close', defaultMessage: 'Close menu' })}
          icon="close"
          onClick={close}
        />
      </header>
      <nav className={classes.body} aria-label={formatMessage({ id: 'navigation.categories', defaultMessage: 'Shop by category' })}>
        {!isOpen ? null : view === 'MENU' ? (
          <CategoryTree categoryUid={categoryUid} isRoot={isRoot} onDrillDown={drillDown} onNavigate={onNavigate} />
        ) : (
          <AccountDrawerView view={view} setView={setView} onClose={close} onLoadingChange={setViewLoading} />
        )}
      </nav>
      <footer className={classes.footer}>
        {/* Footer actions and switchers are disabled while an account view is open in the drawer (§2). */}
        <AccountDrawerActions setView={setView} disabled={view !== 'MENU'} onClose={close} />
        {/* The switchers show only below 641px; the header has its own from there (§2). */}
        <div className={classes.switchers}>
          <StoreSwitcher disabled={view !== 'MENU'} />
          <CurrencySwitcher disabled={view !== 'MENU'} />
        </div>
      </footer>
    </aside>
  );
}
