import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LoadingIndicator from '../components/LoadingIndicator/LoadingIndicator';
import { PATHS } from '../lib/listedPaths';
import RequireSignIn from './RequireSignIn';
import MagentoRoute from './urlResolver/MagentoRoute';
import {
  AccountInformationPage,
  AddressBookPage,
  CartPage,
  CheckoutPage,
  CommunicationsPage,
  ContactPage,
  CreateAccountPage,
  ForgotPasswordPage,
  HomePage,
  OrderHistoryPage,
  ResetPasswordPage,
  SavedPaymentsPage,
  SearchPage,
  SignInPage,
  WishlistPage
} from './listedPages';
import { CmsPage } from './urlResolver/rootComponents';

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
