import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isOfflineError } from '../../lib/offline';
import { setPageLoading, useAppDispatch, useAppSelector } from '../../store';
import resolveUrl, { type ResolveUrlQuery } from './resolveUrl.graphql';
import { isRouteType } from '../pageTypes';
import type { ResolvedRoute } from './resolvedRoute';
import { isRootPageLoaded, preloadRootPage } from './rootComponents';

export type RouteView =
  /** The very first load: nothing is shown (§2). */
  | { kind: 'initial' }
  | { kind: 'loading'; shimmer: 'category' | 'generic' }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'error' }
  /** The route could not be resolved because the browser is offline; `retry` resolves it again. */
  | { kind: 'offline'; retry: () => void }
  | { kind: 'page'; route: ResolvedRoute };

export const REDIRECT_CODES = new Set([301, 302]);

/** A relative URL from the backend as a router path: a leading slash is added if missing (§2). */
export function redirectTarget(relativeUrl: string): string {
  return relativeUrl.startsWith('/') ? relativeUrl : `/${relativeUrl}`;
}

/** Set once any resolved page has been shown: only the very first load shows nothing while resolving. */
let hasShownAPage = false;

function viewFor(route: ResolvedRoute | null): RouteView {
  if (!route) return { kind: 'notFound' };
  if (REDIRECT_CODES.has(route.redirect_code) && route.relative_url) return { kind: 'redirect', to: redirectTarget(route.relative_url) };
  if (!isRouteType(route.type)) return { kind: 'notFound' };
  return { kind: 'page', route };
}

/**
 * Resolves the current path through the backend (§2 URL resolution). While the next page's route data and
 * chunk load, the previous page stays on screen with the page-loading indicator; a path reached without a
 * previous page shows a category shimmer or the generic loading view.
 */
export function useMagentoRoute(): RouteView {
  const { pathname, search } = useLocation();
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const nextRootComponent = useAppSelector((state) => state.app.nextRootComponent);
  const { data, error, loading, refetch } = useQuery(resolveUrl, {
    variables: { url: pathname },
    fetchPolicy: 'cache-first'
  });
  // A route already answered (the server's page data) whose page chunk is already in (loaded during boot) is
  // shown in the very first render, so the landing page's content is in the first commit.
  const [shown, setShown] = useState<{ pathname: string; view: RouteView; answer?: ResolveUrlQuery } | null>(() => {
    if (loading || !data) return null;
    const view = viewFor(data.route ?? null);
    if (view.kind === 'page' && !isRootPageLoaded(view.route)) return null;
    hasShownAPage = true;
    return { pathname, view, answer: data };
  });

  const resolvedFor = loading ? undefined : pathname;
  useEffect(() => {
    if (resolvedFor === undefined) return;
    // Already shown from the same answer in the first render.
    if (shown?.pathname === resolvedFor && shown.answer === data) return;
    const view: RouteView =
      error && !data
        ? isOfflineError(error)
          ? { kind: 'offline', retry: () => void refetch().catch(() => undefined) }
          : { kind: 'error' }
        : viewFor(data?.route ?? null);
    let cancelled = false;
    const ready = view.kind === 'page' ? preloadRootPage(client, view.route, search) : Promise.resolve();
    void ready.then(() => {
      if (cancelled) return;
      hasShownAPage = true;
      setShown({ pathname: resolvedFor, view });
    });
    return () => {
      cancelled = true;
    };
    // `search` is left out on purpose: a new filter or sort is the listing's business, not a new route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resolvedFor, data, error, refetch, client]);

  const pending = !shown || shown.pathname !== pathname;
  useEffect(() => {
    dispatch(setPageLoading(pending));
  }, [dispatch, pending]);
  useEffect(() => () => void dispatch(setPageLoading(false)), [dispatch]);

  if (!pending && shown) return shown.view;
  if (shown && shown.view.kind === 'page') return shown.view;
  if (!hasShownAPage) return { kind: 'initial' };
  return { kind: 'loading', shimmer: nextRootComponent === 'CATEGORY' ? 'category' : 'generic' };
}
