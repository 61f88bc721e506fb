import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '../components/Toast/useToasts';
import { setOffline, setOnline, useAppDispatch, useAppSelector } from '../store';

export const CONNECTIVITY_TOAST_TIMEOUT = 3000;
const CONNECTIVITY_TOAST_ID = 'connectivity';

/** Follows the browser's online/offline events; once the shop has been offline, each change is announced (§4). */
export function useConnectivity(): { isOnline: boolean; showOfflineIcon: boolean } {
  const dispatch = useAppDispatch();
  // Two fields, not the whole slice: the shell re-renders on whatever this hook selects.
  const isOnline = useAppSelector((state) => state.app.isOnline);
  const hasBeenOffline = useAppSelector((state) => state.app.hasBeenOffline);
  const { addToast } = useToasts();
  const { formatMessage } = useIntl();

  useEffect(() => {
    const onOnline = () => void dispatch(setOnline());
    const onOffline = () => void dispatch(setOffline());
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [dispatch]);

  useEffect(() => {
    if (!hasBeenOffline) return;
    addToast(
      isOnline
        ? {
            id: CONNECTIVITY_TOAST_ID,
            type: 'info',
            message: formatMessage({ id: 'app.online', defaultMessage: 'You are online.' }),
            timeout: CONNECTIVITY_TOAST_TIMEOUT
          }
        : {
            id: CONNECTIVITY_TOAST_ID,
            type: 'error',
            message: formatMessage({ id: 'app.offline', defaultMessage: 'You are offline. Some features may be unavailable.' }),
            timeout: CONNECTIVITY_TOAST_TIMEOUT
          }
    );
  }, [isOnline, hasBeenOffline, addToast, formatMessage]);

  return { isOnline, showOfflineIcon: hasBeenOffline && !isOnline };
}
