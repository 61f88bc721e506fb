import { useEffect, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import classes from './toastContainer.module.css';
import type ToastComponent from './Toast';
import type { Toast as ToastData } from './toastTypes';
import { useToasts } from './useToasts';

type ToastView = typeof ToastComponent;
let loadedToast: ToastView | undefined;
// A toast's own code is a chunk of its own: no landing shows one.
const loadToast = () =>
  import(/* webpackChunkName: "toast" */ './Toast').then((module) => {
    loadedToast = module.default;
    return module.default;
  });

/** A toast's words alone, when its code cannot load (a first visit gone offline before the service worker took over). */
function PlainToast({ toast }: { toast: ToastData; onRemove: (id: string) => void }) {
  return (
    <p className={classes.plain} role={toast.type === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </p>
  );
}

/**
 * The toast component once its chunk is in (nothing while it loads); the plain toast when it cannot load. Asked for
 * when there is a toast to show, and again at the next one after a failure.
 */
function useToastView(hasToasts: boolean): ComponentType<{ toast: ToastData; onRemove: (id: string) => void }> | null {
  const [view, setView] = useState<ToastView | undefined>(() => loadedToast);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (view || !hasToasts) return;
    let current = true;
    loadToast().then(
      (loaded) => current && setView(() => loaded),
      () => current && setFailed(true)
    );
    return () => {
      current = false;
    };
  }, [view, hasToasts]);
  if (view) return view;
  return failed ? PlainToast : null;
}

/** Toasts stack at the bottom of the page (right-hand side on desktop), oldest first. */
export default function ToastContainer() {
  const { toasts, removeToast } = useToasts();
  const { formatMessage } = useIntl();
  const ordered = [...toasts.values()].sort((a, b) => a.timestamp - b.timestamp);
  const View = useToastView(ordered.length > 0);
  return (
    <section className={classes.root} aria-label={formatMessage({ id: 'toast.region', defaultMessage: 'Notifications' })}>
      {View ? ordered.map((toast) => <View key={toast.id} toast={toast} onRemove={removeToast} />) : null}
    </section>
  );
}
