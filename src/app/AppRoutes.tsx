import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LoadingIndicator from '../components/LoadingIndicator/LoadingIndicator';

// Every root page is its own chunk, loaded when the shopper first needs it.
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ '../features/cms/HomePage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './pages/NotFoundPage'));

export default function AppRoutes() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
