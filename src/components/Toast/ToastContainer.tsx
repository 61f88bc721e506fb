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

/** A toast's words alone, while its code loads, or when it cannot (a first visit gone offline before the service worker took over). */
function PlainToast({ toast }: { toast: ToastData; onRemove: (id: string) => void }) {
  return (
    <p className={classes.plain} role={toast.type === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </p>
  );
}

/** The toast component once its chunk is in; asked for when there is a toast to show, again at the next if it failed. */
function useToastView(hasToasts: boolean): ComponentType<{ toast: ToastData; onRemove: (id: string) => void }> {
  const [view, setView] = useState<ToastView | undefined>(() => loadedToast);
  useEffect(() => {
    if (view || !hasToasts) return;
    let current = true;
    loadToast().then(
      (loaded) => current && setView(() => loaded),
      () => undefined // offline: the plain toast stays
    );
    return () => {
      current = false;
    };
  }, [view, hasToasts]);
  return view ?? PlainToast;
}

/** Toasts stack at the bottom of the page (right-hand side on desktop), oldest first. */
export default function ToastContainer() {
  const { toasts, removeToast } = useToasts();
  const { formatMessage } = useIntl();
  const ordered = [...toasts.values()].sort((a, b) => a.timestamp - b.timestamp);
  const View = useToastView(ordered.length > 0);
  return (
    <section className={classes.root} aria-label={formatMessage({ id: 'toast.region', defaultMessage: 'Notifications' })}>
      {ordered.map((toast) => (
        <View key={toast.id} toast={toast} onRemove={removeToast} />
      ))}
    </section>
  );
}
