import type { ReactElement } from 'react';
import type { PreloadableComponent } from '../lib/lazyWithReload';
import { PAGE_COMPONENTS, pageElement } from './pageComponents';
import { LISTED_PAGES } from './pageTypes';
import RequireSignIn from './RequireSignIn';

interface ListedRoute {
  path: string;
  element: ReactElement;
  /** The lazily loaded page the element shows, to load its chunk before the first render. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
  page: PreloadableComponent<any, any>;
}

/** The route table of §2 (AppRoutes renders it); any other path is resolved by the backend. */
export const LISTED_ROUTES: readonly ListedRoute[] = LISTED_PAGES.map(({ path, type, route = {}, signedIn }) => {
  const element = pageElement(type, route);
  return { path, page: PAGE_COMPONENTS[type], element: signedIn ? <RequireSignIn>{element}</RequireSignIn> : element };
});

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
