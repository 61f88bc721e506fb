import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import ErrorView from '../../components/ErrorView/ErrorView';
import OfflineView from '../../components/ErrorView/OfflineView';
import NotFoundHead from '../../features/pageHead/NotFoundHead';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { pageElement } from '../pageComponents';
import { routePageType } from '../pageTypes';
import CategoryShimmer from './CategoryShimmer';
import type { ResolvedRoute } from './resolvedRoute';
import { useMagentoRoute } from './useMagentoRoute';

function RootComponent({ route }: { route: ResolvedRoute }) {
  const type = routePageType(route.type);
  return type ? pageElement(type, route) : null;
}

/** Any path not in the route table: resolved by the backend into a category, product or CMS page (§2). */
export default function MagentoRoute() {
  const view = useMagentoRoute();
  const { formatMessage } = useIntl();

  switch (view.kind) {
    case 'initial':
      return null;
    case 'loading':
      return view.shimmer === 'category' ? <CategoryShimmer /> : <LoadingIndicator />;
    case 'redirect':
      return <Navigate to={view.to} replace />;
    case 'notFound':
      return (
        <>
          <NotFoundHead />
          <ErrorView
            message={formatMessage({
              id: 'magentoRoute.notFound',
              defaultMessage: "Looks like the page you were hoping to find doesn't exist. Sorry about that."
            })}
          />
        </>
      );
    case 'error':
      return <ErrorView message={formatMessage({ id: 'magentoRoute.internalError', defaultMessage: 'Something went wrong. Sorry about that.' })} />;
    case 'offline':
      return <OfflineView onRetry={view.retry} />;
    case 'page':
      return (
        <Suspense fallback={<LoadingIndicator />}>
          <RootComponent route={view.route} />
        </Suspense>
      );
  }
}
