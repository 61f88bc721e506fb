import type { ApolloClient } from '@apollo/client/core';
import type { ReactElement } from 'react';
import { lazyWithReload, type PreloadableComponent } from '../lib/lazyWithReload';
import type { PageRoute } from '../lib/pageType';
import type { PageTypeName } from './pageTypes';

// Every page type's component, each its own chunk loaded when the shopper first needs it. Webpack names a chunk
// only by a literal import, so this is the one place mapping the page types of pageTypes.ts (named by their
// chunks) to components; the type checker and pageComponents.test.ts check the two agree. Category and product
// chunks also carry their data prefetch.
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
// Named loaders: knip reads an inline `() => import()` as React.lazy's, whose chunk gives only its default export.
const loadCategoryRoot = () => import(/* webpackChunkName: "category" */ '../features/catalog/categoryRoot');
const loadProductRoot = () => import(/* webpackChunkName: "product" */ '../features/catalog/productRoot');
export const CategoryPage = lazyWithReload(loadCategoryRoot);
const ProductPage = lazyWithReload(loadProductRoot);
const CmsPage = lazyWithReload(() => import(/* webpackChunkName: "cms" */ '../features/cms/CmsPage'));

export interface PageComponent {
  /** The lazily loaded page, to load its chunk before the first render. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
  page: PreloadableComponent<any, any>;
  /** The element a route to the page shows. */
  render: (route: PageRoute) => ReactElement;
  /** Loads the chunk and, once it is in, starts fetching the page's data; resolves when the chunk is ready. */
  preload?: (client: ApolloClient<object>, route: PageRoute, search: string) => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page without props
type PlainPage = PreloadableComponent<() => ReactElement | null, any>;

const plain = (Page: PlainPage): PageComponent => ({ page: Page, render: () => <Page /> });

/** The component of each page type. */
export const PAGE_COMPONENTS: Readonly<Record<PageTypeName, PageComponent>> = {
  home: plain(HomePage),
  search: plain(SearchPage),
  cart: plain(CartPage),
  checkout: plain(CheckoutPage),
  contact: plain(ContactPage),
  'sign-in': plain(SignInPage),
  'create-account': plain(CreateAccountPage),
  'forgot-password': plain(ForgotPasswordPage),
  'reset-password': plain(ResetPasswordPage),
  'account-information': plain(AccountInformationPage),
  'address-book': plain(AddressBookPage),
  'order-history': plain(OrderHistoryPage),
  communications: plain(CommunicationsPage),
  wishlist: plain(WishlistPage),
  'saved-payments': plain(SavedPaymentsPage),
  category: {
    page: CategoryPage,
    render: (route) => <CategoryPage uid={route.uid ?? ''} />,
    preload: (client, route, search) =>
      CategoryPage.preload().then(
        (page) => page.prefetchData(client, route.uid ?? '', search),
        () => undefined
      )
  },
  product: {
    page: ProductPage,
    render: (route) => <ProductPage urlKey={route.url_key ?? ''} />,
    preload: (client, route) =>
      ProductPage.preload().then(
        (page) => page.prefetchData(client, route.url_key ?? ''),
        () => undefined
      )
  },
  cms: { page: CmsPage, render: (route) => <CmsPage identifier={route.identifier ?? ''} /> }
};
