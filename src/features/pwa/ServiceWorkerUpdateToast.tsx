import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '../../components/Toast/useToasts';
import type { ServiceWorkerUpdates } from './serviceWorkerUpdates';
import { useServiceWorkerUpdate } from './useServiceWorkerUpdate';

export const UPDATE_TOAST_ID = 'pwa.update-available';

interface ServiceWorkerUpdateToastProps {
  /** Defaults to the app-wide instance that registerServiceWorker feeds. */
  updates?: ServiceWorkerUpdates;
}

/**
 * Offers the new version in a toast once per waiting worker; renders nothing itself. It never switches
 * on its own: a page in the middle of a checkout keeps running the version it started with.
 */
export default function ServiceWorkerUpdateToast({ updates }: ServiceWorkerUpdateToastProps) {
  const { updateAvailable, updateVersion, applyUpdate } = useServiceWorkerUpdate(updates);
  const { addToast } = useToasts();
  const { formatMessage } = useIntl();
  const offeredVersion = useRef(0);

  useEffect(() => {
    if (!updateAvailable || offeredVersion.current === updateVersion) return;
    offeredVersion.current = updateVersion;
    addToast({
      id: UPDATE_TOAST_ID,
      type: 'info',
      message: formatMessage({ id: 'pwa.updateAvailable', defaultMessage: 'A new version of the store is available.' }),
      actionText: formatMessage({ id: 'pwa.updateReload', defaultMessage: 'Reload' }),
      timeout: false,
      dismissable: true,
      onAction: (remove) => {
        remove();
        applyUpdate();
      }
    });
  }, [updateAvailable, updateVersion, addToast, formatMessage, applyUpdate]);

  return null;
}
