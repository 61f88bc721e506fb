import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>
);

// Development builds have no service worker (webpack-dev-server serves fresh files on every change).
if (process.env.NODE_ENV === 'production') {
  window.addEventListener('load', () => void registerServiceWorker());
}
