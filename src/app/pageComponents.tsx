import type { ApolloClient } from '@apollo/client/core';
import type { ReactElement } from 'react';
import { lazyWithReload, type PreloadableComponent } from '../lib/lazyWithReload';
import type { PageRoute } from '../lib/pageComposition';
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
const CategoryPage = lazyWithReload(loadCategoryRoot);
const ProductPage = lazyWithReload(loadProductRoot);
const CmsPage = lazyWithReload(() => import(/* webpackChunkName: "cms" */ '../features/cms/CmsPage'));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
type PageComponent = PreloadableComponent<any, any>;

/** The lazily loaded component of each page type. */
export const PAGE_COMPONENTS: Readonly<Record<PageTypeName, PageComponent>> = {
  home: HomePage,
  search: SearchPage,
  cart: CartPage,
  checkout: CheckoutPage,
  contact: ContactPage,
  'sign-in': SignInPage,
  'create-account': CreateAccountPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  'account-information': AccountInformationPage,
  'address-book': AddressBookPage,
  'order-history': OrderHistoryPage,
  communications: CommunicationsPage,
  wishlist: WishlistPage,
  'saved-payments': SavedPaymentsPage,
  category: CategoryPage,
  product: ProductPage,
  cms: CmsPage
};

/** The element a route to a page type shows: the pages the backend resolves are found by what the route names. */
export function pageElement(type: PageTypeName, route: PageRoute): ReactElement {
  switch (type) {
    case 'category':
      return <CategoryPage uid={route.uid ?? ''} />;
    case 'product':
      return <ProductPage urlKey={route.url_key ?? ''} />;
    case 'cms':
      return <CmsPage identifier={route.identifier ?? ''} />;
    default: {
      const Page = PAGE_COMPONENTS[type];
      return <Page />;
    }
  }
}

/**
 * Loads a page type's chunk and, for category and product pages, then starts fetching the page's data, so the data
 * does not wait for the page to render. Resolves when the chunk is ready (not the data), also when loading failed.
 */
export function preloadPage(type: PageTypeName, client: ApolloClient<object>, route: PageRoute, search: string): Promise<unknown> {
  switch (type) {
    case 'category':
      return CategoryPage.preload().then(
        (page) => page.prefetchData(client, route.uid ?? '', search),
        () => undefined
      );
    case 'product':
      return ProductPage.preload().then(
        (page) => page.prefetchData(client, route.url_key ?? ''),
        () => undefined
      );
    default:
      return PAGE_COMPONENTS[type].preload().catch(() => undefined);
  }
}
