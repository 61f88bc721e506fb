// First: the cascade layers' order must come before any style that uses them.
import './app/layers.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { rememberPresanitizedHtml } from './components/RichContent/presanitizedHtml';
import { preloadPageBuilder } from './components/RichContent/pageBuilderContent';
import { rememberServerProductWidgets } from './features/cms/serverProductWidgets';
import { prefetchShellData } from './app/prefetchShellData';
import { prefetchRoute } from './app/urlResolver/prefetchRoute';
import { waitForLandingPage } from './app/waitForLandingPage';
import { loadLocaleCatalogue, readCachedLocaleCode } from './features/storeView/localeCatalogue';
import { resolveStoreViewFromUrl } from './features/storeView/resolveStoreViewFromUrl';
import { announceManifest } from './features/pwa/announceManifest';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { signOutIfSignInExpired } from './features/account/user/expiredSignInCheck';
import { createApolloClient } from './graphql/client';
import { preloadNetworkLink } from './graphql/links';
import { getCachePersistence } from './graphql/persistence';
import { readServerPageData } from './graphql/serverPageData';
import { whenFirstScreenSettled, watchFirstScreen } from './lib/firstScreen';
import { reloadPage } from './lib/pageNavigation';
import { yieldToBrowser } from './lib/yieldToBrowser';
import { whenFirstScreenIdle } from './lib/whenIdle';
import { browserStorage, readSignInToken } from './lib/storage';
import { createLazyRestClient } from './rest/lazyRestClient';
import { createAppStore } from './app/createAppStore';
import './app/global.css';

/**
 * Boot (§4): restore the store view's persisted cache, settle the store view named by the URL (§2),
 * then render once the messages for the remembered locale are loaded.
 */
async function start(container: HTMLElement) {
  const storage = browserStorage;
  watchFirstScreen();
  // Start-up yields between its steps (setting the modules up; the client and store; the store view and the
  // landing's data), so no step adds up with the others into one long task that blocks input on slow phones.
  await yieldToBrowser();
  const serverPageData = readServerPageData();
  rememberPresanitizedHtml(serverPageData?.sanitizedHtml);
  rememberServerProductWidgets(serverPageData?.productWidgets);
  const apollo = await createApolloClient({ storage, serverPageData });
  // The store exists before the first request, which would drop an expired sign-in record unseen: such a
  // token runs the whole sign-out sequence, then the page reloads (§4, §6).
  const rest = createLazyRestClient({ getToken: () => readSignInToken(storage) });
  const store = createAppStore({ apollo, rest, storage });
  if (await store.dispatch(signOutIfSignInExpired())) {
    reloadPage();
    return;
  }
  await yieldToBrowser();
  const storeView = await resolveStoreViewFromUrl({ storage, apollo });
  if (storeView.mustReload) {
    reloadPage();
    return;
  }
  // Resolve the landing URL (then its page chunk and data) and refresh the shell's data while the rest boots.
  prefetchShellData(apollo);
  const landingPageReady = prefetchRoute(apollo, window.location.pathname.slice(storeView.basename.length) || '/', window.location.search);
  // The first render waits (briefly) for the landing page's chunk, preloaded by the page's head, so the page's
  // content is in the first commit rather than one suspended frame later; so does Page Builder content's renderer.
  // A chunk that does not come (offline) leaves the content to load it when it renders.
  const pageBuilderReady = preloadPageBuilder(Object.values(serverPageData?.sanitizedHtml ?? {})).catch(() => undefined);
  const [initialCatalogue] = await Promise.all([
    loadLocaleCatalogue(readCachedLocaleCode(apollo)),
    waitForLandingPage(landingPageReady.then(() => pageBuilderReady))
  ]);

  const root = createRoot(container);
  // A transition lets React render the first tree in slices that yield to the browser, instead of one long
  // task that blocks input (Total Blocking Time) on slow phones.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} apolloClient={apollo} basename={storeView.basename} initialCatalogue={initialCatalogue} />
      </StrictMode>
    );
  });
  // Persisting the cache waits for the first screen, its largest image included (a first visit had nothing to
  // restore, and the persistence code would take bandwidth from that image).
  whenFirstScreenIdle(
    () =>
      void getCachePersistence(apollo)
        ?.start()
        .catch(() => undefined)
  );
  // The landing rendered from the server's page data without sending a request; the code that sends them comes
  // once the page is in, before one needs it.
  whenFirstScreenIdle(() => void preloadNetworkLink());
}

// Tells which deploy this tab runs: it can be older than the server's after an update (see the update toast).
document.documentElement.dataset.build = process.env.STOREFRONT_BUILD_ID ?? 'development';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
void start(container);

// Only installing the app needs the manifest: it must not take a connection from the first screen.
whenFirstScreenSettled(() => announceManifest());

// Development builds have no service worker (webpack-dev-server serves fresh files on every change).
if (process.env.NODE_ENV === 'production') {
  // After the first screen: installing the worker fetches the whole precache.
  whenFirstScreenSettled(() => void registerServiceWorker());
}
