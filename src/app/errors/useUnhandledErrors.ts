import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '../../components/Toast/useToasts';
import { markErrorHandled, reportUnhandledError, useAppDispatch, useAppSelector } from '../../store';
import { ERROR_TOAST_TIMEOUT, unexpectedErrorMessage } from './unexpectedErrorMessage';

/**
 * Collects errors nothing else handled (uncaught exceptions, rejected promises, error actions) and shows
 * each as an error toast; dismissing it marks the error handled (§4, §8).
 */
export function useUnhandledErrors(): void {
  const dispatch = useAppDispatch();
  const errors = useAppSelector((state) => state.app.unhandledErrors);
  const { addToast } = useToasts();
  const { formatMessage } = useIntl();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const onError = (event: ErrorEvent) => void dispatch(reportUnhandledError(event.error ?? event.message));
    const onRejection = (event: PromiseRejectionEvent) => void dispatch(reportUnhandledError(event.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [dispatch]);

  useEffect(() => {
    for (const error of errors) {
      if (shown.current.has(error.id)) continue;
      shown.current.add(error.id);
      addToast({
        id: `unhandled-${error.id}`,
        type: 'error',
        message: unexpectedErrorMessage(formatMessage, error.id),
        timeout: ERROR_TOAST_TIMEOUT,
        dismissable: true,
        onDismiss: (remove) => {
          dispatch(markErrorHandled(error.id));
          remove();
        }
      });
    }
  }, [errors, addToast, dispatch, formatMessage]);
}
