import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LoadingIndicator from '../components/LoadingIndicator/LoadingIndicator';
import { LISTED_ROUTES } from './listedPages';
import MagentoRoute from './urlResolver/MagentoRoute';

/** The route table of §2; any other path is resolved by the backend. */
export default function AppRoutes() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Routes>
        {LISTED_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<MagentoRoute />} />
      </Routes>
    </Suspense>
  );
}
