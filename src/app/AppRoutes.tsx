import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LoadingIndicator from '../components/LoadingIndicator/LoadingIndicator';
import { lazyWithReload } from '../features/pwa/lazyWithReload';
import { PATHS } from '../lib/listedPaths';
import RequireSignIn from './RequireSignIn';
import MagentoRoute from './urlResolver/MagentoRoute';
import { CmsPage } from './urlResolver/rootComponents';

// Every root page is its own chunk, loaded when the shopper first needs it.
const HomePage = lazyWithReload(() => import(/* webpackChunkName: "home" */ '../features/cms/HomePage'));
const SearchPage = lazyWithReload(() => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'));
const CartPage = lazyWithReload(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage'));
const CheckoutPage = lazyWithReload(() => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage'));
const ContactPage = lazyWithReload(() => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'));
const SignInPage = lazyWithReload(() => import(/* webpackChunkName: "sign-in" */ '../features/account/SignInPage'));
const CreateAccountPage = lazyWithReload(() => import(/* webpackChunkName: "create-account" */ '../features/account/CreateAccountPage'));
const ForgotPasswordPage = lazyWithReload(() => import(/* webpackChunkName: "forgot-password" */ '../features/account/ForgotPasswordPage'));
const ResetPasswordPage = lazyWithReload(() => import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage'));
const AccountInformationPage = lazyWithReload(
  () => import(/* webpackChunkName: "account-information" */ '../features/account/AccountInformationPage')
);
const AddressBookPage = lazyWithReload(() => import(/* webpackChunkName: "address-book" */ '../features/account/AddressBookPage'));
const OrderHistoryPage = lazyWithReload(() => import(/* webpackChunkName: "order-history" */ '../features/account/OrderHistoryPage'));
const CommunicationsPage = lazyWithReload(() => import(/* webpackChunkName: "communications" */ '../features/account/CommunicationsPage'));
const WishlistPage = lazyWithReload(() => import(/* webpackChunkName: "wishlist" */ '../features/account/WishlistPage'));
const SavedPaymentsPage = lazyWithReload(() => import(/* webpackChunkName: "saved-payments" */ '../features/account/SavedPaymentsPage'));

/** Account pages (§2): signed-in only; others go to /sign-in and come back afterwards. */
const ACCOUNT_PAGES = [
  [PATHS.accountInformation, AccountInformationPage],
  [PATHS.addressBook, AddressBookPage],
  [PATHS.orderHistory, OrderHistoryPage],
  [PATHS.communications, CommunicationsPage],
  [PATHS.wishlist, WishlistPage],
  [PATHS.savedPayments, SavedPaymentsPage]
] as const;

/** The route table of §2; any other path is resolved by the backend. */
export default function AppRoutes() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Routes>
        <Route path={PATHS.home} element={<HomePage />} />
        <Route path={PATHS.search} element={<SearchPage />} />
        <Route path={PATHS.cart} element={<CartPage />} />
        <Route path={PATHS.checkout} element={<CheckoutPage />} />
        <Route path={PATHS.contact} element={<ContactPage />} />
        <Route path={PATHS.signIn} element={<SignInPage />} />
        <Route path={PATHS.createAccount} element={<CreateAccountPage />} />
        <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
        {ACCOUNT_PAGES.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireSignIn>
                <Page />
              </RequireSignIn>
            }
          />
        ))}
        <Route path={PATHS.aboutUs} element={<CmsPage identifier="about-us" />} />
        <Route path={PATHS.customerService} element={<CmsPage identifier="customer-service" />} />
        <Route path="*" element={<MagentoRoute />} />
      </Routes>
    </Suspense>
  );
}
