// The page-side API of the PWA feature. src/sw.ts imports its modules directly, never this file,
// so no React code reaches the worker.
export { registerServiceWorker, SERVICE_WORKER_URL } from './registerServiceWorker';
export { default as ServiceWorkerUpdateToast } from './ServiceWorkerUpdateToast';
export { useServiceWorkerUpdate } from './useServiceWorkerUpdate';
export { serviceWorkerUpdates } from './serviceWorkerUpdates';
export { sendMessageToSW } from './sendMessageToSW';
export { PREFETCH_IMAGES } from './swMessages';
export type { PrefetchImagesPayload, PrefetchImagesReply, SwMessageType } from './swMessages';
