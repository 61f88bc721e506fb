import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import LocaleProvider from '../features/storeView/LocaleProvider';
import type { LocaleCatalogue } from '../features/storeView/localeCatalogue';
import type { StorefrontApolloClient } from '../graphql/client';
import type { AppStore } from '../store/configureStore';
import ToastContainer from '../components/Toast/ToastContainer';
import { ToastProvider } from '../components/Toast/ToastContext';
import AppShell from './AppShell';
import DocumentHead from '../features/pageHead/DocumentHead';
import AppErrorBoundary from './errors/AppErrorBoundary';
import { markFirstScreenRendered } from '../lib/firstScreen';

export interface AppProps {
  store: AppStore;
  apolloClient: StorefrontApolloClient;
  /** The stored store view code as the router base path (§2), e.g. `/default`. */
  basename: string;
  /** Messages already loaded for the remembered locale, so the first render is in the right language. */
  initialCatalogue?: LocaleCatalogue;
}

export default function App({ store, apolloClient, basename, initialCatalogue }: AppProps) {
  // The first commit holds the landing page (start-up waits for its chunk): what waits for the first screen may go.
  useEffect(markFirstScreenRendered, []);
  return (
    <ReduxProvider store={store}>
      <ApolloProvider client={apolloClient}>
        <LocaleProvider initialCatalogue={initialCatalogue}>
          <BrowserRouter basename={basename} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <ToastProvider>
              <DocumentHead>
                <AppErrorBoundary>
                  <AppShell />
                </AppErrorBoundary>
              </DocumentHead>
              <ToastContainer />
            </ToastProvider>
          </BrowserRouter>
        </LocaleProvider>
      </ApolloProvider>
    </ReduxProvider>
  );
}
