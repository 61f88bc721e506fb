import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LoadingIndicator from '../components/LoadingIndicator/LoadingIndicator';
import { lazyWithReload } from '../features/pwa/lazyWithReload';
import { PATHS } from './listedPaths';
import MagentoRoute from './urlResolver/MagentoRoute';
import { CmsPage } from './urlResolver/rootComponents';

// Every root page is its own chunk, loaded when the shopper first needs it.
const HomePage = lazyWithReload(() => import(/* webpackChunkName: "home" */ '../features/cms/HomePage'));
const SearchPage = lazyWithReload(() => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'));
const CartPage = lazyWithReload(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage'));
const ContactPage = lazyWithReload(() => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'));

/** The route table of §2; any other path is resolved by the backend. */
export default function AppRoutes() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Routes>
        <Route path={PATHS.home} element={<HomePage />} />
        <Route path={PATHS.search} element={<SearchPage />} />
        <Route path={PATHS.cart} element={<CartPage />} />
        <Route path={PATHS.contact} element={<ContactPage />} />
        <Route path={PATHS.aboutUs} element={<CmsPage identifier="about-us" />} />
        <Route path={PATHS.customerService} element={<CmsPage identifier="customer-service" />} />
        <Route path="*" element={<MagentoRoute />} />
      </Routes>
    </Suspense>
  );
}
