import { lazyWithReload, type PreloadableComponent } from '../features/pwa/lazyWithReload';
import { PATHS } from '../lib/listedPaths';
import { CmsPage } from './urlResolver/rootComponents';

// Every root page is its own chunk, loaded when the shopper first needs it.
export const HomePage = lazyWithReload(() => import(/* webpackChunkName: "home" */ '../features/cms/HomePage'));
export const SearchPage = lazyWithReload(() => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'));
export const CartPage = lazyWithReload(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage'));
export const CheckoutPage = lazyWithReload(() => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage'));
export const ContactPage = lazyWithReload(() => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'));
export const SignInPage = lazyWithReload(() => import(/* webpackChunkName: "sign-in" */ '../features/account/SignInPage'));
export const CreateAccountPage = lazyWithReload(() => import(/* webpackChunkName: "create-account" */ '../features/account/CreateAccountPage'));
export const ForgotPasswordPage = lazyWithReload(() => import(/* webpackChunkName: "forgot-password" */ '../features/account/ForgotPasswordPage'));
export const ResetPasswordPage = lazyWithReload(() => import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage'));
export const AccountInformationPage = lazyWithReload(
  () => import(/* webpackChunkName: "account-information" */ '../features/account/AccountInformationPage')
);
export const AddressBookPage = lazyWithReload(() => import(/* webpackChunkName: "address-book" */ '../features/account/AddressBookPage'));
export const OrderHistoryPage = lazyWithReload(() => import(/* webpackChunkName: "order-history" */ '../features/account/OrderHistoryPage'));
export const CommunicationsPage = lazyWithReload(() => import(/* webpackChunkName: "communications" */ '../features/account/CommunicationsPage'));
export const WishlistPage = lazyWithReload(() => import(/* webpackChunkName: "wishlist" */ '../features/account/WishlistPage'));
export const SavedPaymentsPage = lazyWithReload(() => import(/* webpackChunkName: "saved-payments" */ '../features/account/SavedPaymentsPage'));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
type AnyPage = PreloadableComponent<any, any>;

/** The page of each path in the route table, for loading the landing page's chunk before the first render. */
const LISTED_PAGES: Record<string, AnyPage> = {
  [PATHS.home]: HomePage,
  [PATHS.search]: SearchPage,
  [PATHS.cart]: CartPage,
  [PATHS.checkout]: CheckoutPage,
  [PATHS.contact]: ContactPage,
  [PATHS.aboutUs]: CmsPage,
  [PATHS.customerService]: CmsPage,
  [PATHS.signIn]: SignInPage,
  [PATHS.createAccount]: CreateAccountPage,
  [PATHS.forgotPassword]: ForgotPasswordPage,
  [PATHS.resetPassword]: ResetPasswordPage,
  [PATHS.accountInformation]: AccountInformationPage,
  [PATHS.addressBook]: AddressBookPage,
  [PATHS.orderHistory]: OrderHistoryPage,
  [PATHS.communications]: CommunicationsPage,
  [PATHS.wishlist]: WishlistPage,
  [PATHS.savedPayments]: SavedPaymentsPage
};

/** Loads the chunk of a listed path's page; resolves once it can render at once (or when loading failed). */
export function preloadListedPage(pathname: string): Promise<void> {
  const page = LISTED_PAGES[pathname];
  return page ? page.preload().then(() => undefined, () => undefined) : Promise.resolve();
}
