export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker when the browser supports it (§1). A failed registration is not fatal:
 * the shop works without offline support, so it only logs the warning the spec asks for.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
): Promise<ServiceWorkerRegistration | undefined> {
  if (!container) return undefined;
  try {
    return await container.register(SERVICE_WORKER_URL);
  } catch (error) {
    console.warn('Failed to register SW.', error);
    return undefined;
  }
}
