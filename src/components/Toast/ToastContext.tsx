import { createContext, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { createToast, toastReducer, type ToastMap } from './toastState';
import type { ToastProps } from './toastTypes';

export interface ToastApi {
  toasts: ToastMap;
  /** Shows a toast and returns its id; throws on an invalid toast (§5). */
  addToast: (props: ToastProps) => string;
  removeToast: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, new Map() as ToastMap);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const cancelTimer = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const removeToast = useCallback(
    (id: string) => {
      cancelTimer(id);
      dispatch({ type: 'remove', id });
    },
    [cancelTimer]
  );

  const addToast = useCallback(
    (props: ToastProps) => {
      const toast = createToast(props, Date.now());
      // A duplicate's pending removal is cancelled; its own timeout starts afresh.
      cancelTimer(toast.id);
      dispatch({ type: 'add', toast });
      if (toast.timeout) {
        // Timing out is a dismissal: its onDismiss runs as if the shopper had closed it (a render error's
        // toast reloads, an unhandled error is marked handled), else the toast simply goes.
        const timeOut = () => {
          timers.current.delete(toast.id);
          const remove = () => removeToast(toast.id);
          if (toast.onDismiss) toast.onDismiss(remove);
          else remove();
        };
        timers.current.set(toast.id, setTimeout(timeOut, toast.timeout));
      }
      return toast.id;
    },
    [cancelTimer, removeToast]
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ toasts, addToast, removeToast }), [toasts, addToast, removeToast]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
