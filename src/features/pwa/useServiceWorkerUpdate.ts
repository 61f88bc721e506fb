import { useSyncExternalStore } from 'react';
import { serviceWorkerUpdates, type ServiceWorkerUpdates } from './serviceWorkerUpdates';

export interface ServiceWorkerUpdate {
  /** A new version is installed and waiting for the shopper's consent. */
  updateAvailable: boolean;
  /** Changes with every newly waiting version, so a dismissed offer can come back for the next one. */
  updateVersion: number;
  /** Lets the waiting worker take over and reloads into it. */
  applyUpdate: () => void;
}

export function useServiceWorkerUpdate(updates: ServiceWorkerUpdates = serviceWorkerUpdates): ServiceWorkerUpdate {
  const updateVersion = useSyncExternalStore(updates.subscribe, updates.getSnapshot, () => 0);
  return { updateAvailable: updateVersion > 0, updateVersion, applyUpdate: updates.applyUpdate };
}
