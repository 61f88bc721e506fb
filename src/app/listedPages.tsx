import type { ReactElement } from 'react';
import { lazyWithReload, type PreloadableComponent } from '../lib/lazyWithReload';
import { PATHS } from '../lib/listedPaths';
import RequireSignIn from './RequireSignIn';
import { CmsPage } from './urlResolver/rootComponents';

// Every root page is its own chunk, loaded when the shopper first needs it.
const HomePage = lazyWithReload(() => import(/* webpackChunkName: "home" */ '../features/cms/HomePage'));
const SearchPage = lazyWithReload(() => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'));
const CartPage = lazyWithReload(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage'));
const CheckoutPage = lazyWithReload(() => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage'));
const ContactPage = lazyWithReload(() => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'));
const SignInPage = lazyWithReload(() => import(/* webpackChunkName: "sign-in" */ '../features/account/signIn/SignInPage'));
const CreateAccountPage = lazyWithReload(() => import(/* webpackChunkName: "create-account" */ '../features/account/signIn/CreateAccountPage'));
const ForgotPasswordPage = lazyWithReload(() => import(/* webpackChunkName: "forgot-password" */ '../features/account/signIn/ForgotPasswordPage'));
const ResetPasswordPage = lazyWithReload(() => import(/* webpackChunkName: "reset-password" */ '../features/account/signIn/ResetPasswordPage'));
const AccountInformationPage = lazyWithReload(
  () => import(/* webpackChunkName: "account-information" */ '../features/account/information/AccountInformationPage')
);
const AddressBookPage = lazyWithReload(() => import(/* webpackChunkName: "address-book" */ '../features/account/addresses/AddressBookPage'));
const OrderHistoryPage = lazyWithReload(() => import(/* webpackChunkName: "order-history" */ '../features/account/orders/OrderHistoryPage'));
const CommunicationsPage = lazyWithReload(
  () => import(/* webpackChunkName: "communications" */ '../features/account/information/CommunicationsPage')
);
const WishlistPage = lazyWithReload(() => import(/* webpackChunkName: "wishlist" */ '../features/account/wishlist/WishlistPage'));
const SavedPaymentsPage = lazyWithReload(
  () => import(/* webpackChunkName: "saved-payments" */ '../features/account/savedPayments/SavedPaymentsPage')
);

/** Account pages (§2): signed-in only; others go to /sign-in and come back afterwards. */
const signedIn = (page: ReactElement) => <RequireSignIn>{page}</RequireSignIn>;

interface ListedRoute {
  path: string;
  element: ReactElement;
  /** The lazily loaded page the element shows, to load its chunk before the first render. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
  page: PreloadableComponent<any, any>;
}

/** The route table of §2 (AppRoutes renders it); any other path is resolved by the backend. */
export const LISTED_ROUTES: readonly ListedRoute[] = [
  { path: PATHS.home, page: HomePage, element: <HomePage /> },
  { path: PATHS.search, page: SearchPage, element: <SearchPage /> },
  { path: PATHS.cart, page: CartPage, element: <CartPage /> },
  { path: PATHS.checkout, page: CheckoutPage, element: <CheckoutPage /> },
  { path: PATHS.contact, page: ContactPage, element: <ContactPage /> },
  { path: PATHS.signIn, page: SignInPage, element: <SignInPage /> },
  { path: PATHS.createAccount, page: CreateAccountPage, element: <CreateAccountPage /> },
  { path: PATHS.forgotPassword, page: ForgotPasswordPage, element: <ForgotPasswordPage /> },
  { path: PATHS.resetPassword, page: ResetPasswordPage, element: <ResetPasswordPage /> },
  { path: PATHS.accountInformation, page: AccountInformationPage, element: signedIn(<AccountInformationPage />) },
  { path: PATHS.addressBook, page: AddressBookPage, element: signedIn(<AddressBookPage />) },
  { path: PATHS.orderHistory, page: OrderHistoryPage, element: signedIn(<OrderHistoryPage />) },
  { path: PATHS.communications, page: CommunicationsPage, element: signedIn(<CommunicationsPage />) },
  { path: PATHS.wishlist, page: WishlistPage, element: signedIn(<WishlistPage />) },
  { path: PATHS.savedPayments, page: SavedPaymentsPage, element: signedIn(<SavedPaymentsPage />) },
  { path: PATHS.aboutUs, page: CmsPage, element: <CmsPage identifier="about-us" /> },
  { path: PATHS.customerService, page: CmsPage, element: <CmsPage identifier="customer-service" /> }
];

/** Loads the chunk of a listed path's page; resolves once it can render at once (or when loading failed). */
export function preloadListedPage(pathname: string): Promise<void> {
  const route = LISTED_ROUTES.find((listed) => listed.path === pathname);
  return route
    ? route.page.preload().then(
        () => undefined,
        () => undefined
      )
    : Promise.resolve();
}
