import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import Mask from '../components/Mask/Mask';
import { useScrollLock } from '../lib/useScrollLock';
import { useUserBootstrap } from '../features/account/user/useUserBootstrap';
import { useCartBootstrap } from '../features/cart/useCartBootstrap';
import ServiceWorkerUpdateToast from '../features/pwa/ServiceWorkerUpdateToast';
import { closeDrawer, useAppDispatch, useAppSelector } from '../store';
import classes from './app.module.css';
import AppRoutes from './AppRoutes';
import { useUnhandledErrors } from './errors/useUnhandledErrors';
import Footer from './footer/Footer';
import Header from './header/Header';
import NavigationDrawer from './navigation/NavigationDrawer';
import PageLoadingIndicator from './PageLoadingIndicator';
import { useConnectivity } from './useConnectivity';
import { useScrollRestoration } from './useScrollRestoration';

/** Everything around the page content (§2): header, drawer, footer, mask, loading bar and notices. */
export default function AppShell() {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const { showOfflineIcon } = useConnectivity();
  useUnhandledErrors();
  useCartBootstrap();
  useUserBootstrap();
  useScrollRestoration();
  const overlay = useAppSelector((state) => state.app.overlay);
  useScrollLock(overlay);
  const closeOverlay = useCallback(() => void dispatch(closeDrawer()), [dispatch]);

  return (
    <>
      <a className={classes.skipLink} href="#main">
        {formatMessage({ id: 'app.skipToContent', defaultMessage: 'Skip to content' })}
      </a>
      <PageLoadingIndicator />
      <div className={classes.root}>
        <Header showOfflineIcon={showOfflineIcon} />
        <main id="main" className={classes.main} tabIndex={-1}>
          <AppRoutes />
        </main>
        <Footer />
      </div>
      <Mask isActive={overlay} onClick={closeOverlay} />
      <NavigationDrawer />
      <ServiceWorkerUpdateToast />
    </>
  );
}
