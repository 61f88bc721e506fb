import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lazyWithReload } from '../../lib/lazyWithReload';
import classes from './toastContainer.module.css';
import { useToasts } from './useToasts';

// A toast's own code is a chunk of its own: no landing shows one, and the service worker has it for offline toasts.
const Toast = lazyWithReload(() => import(/* webpackChunkName: "toast" */ './Toast'));

/** Toasts stack at the bottom of the page (right-hand side on desktop), oldest first. */
export default function ToastContainer() {
  const { toasts, removeToast } = useToasts();
  const { formatMessage } = useIntl();
  const ordered = [...toasts.values()].sort((a, b) => a.timestamp - b.timestamp);
  return (
    <section className={classes.root} aria-label={formatMessage({ id: 'toast.region', defaultMessage: 'Notifications' })}>
      {ordered.length ? (
        <Suspense fallback={null}>
          {ordered.map((toast) => (
            <Toast key={toast.id} toast={toast} onRemove={removeToast} />
          ))}
        </Suspense>
      ) : null}
    </section>
  );
}
