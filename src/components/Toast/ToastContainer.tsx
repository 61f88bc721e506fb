import { useIntl } from 'react-intl';
import Toast from './Toast';
import classes from './toastContainer.module.css';
import { useToasts } from './useToasts';

/** Toasts stack at the bottom of the page (right-hand side on desktop), oldest first. */
export default function ToastContainer() {
  const { toasts, removeToast } = useToasts();
  const { formatMessage } = useIntl();
  const ordered = [...toasts.values()].sort((a, b) => a.timestamp - b.timestamp);
  return (
    <section className={classes.root} aria-label={formatMessage({ id: 'toast.region', defaultMessage: 'Notifications' })}>
      {ordered.map((toast) => (
        <Toast key={toast.id} toast={toast} onRemove={removeToast} />
      ))}
    </section>
  );
}
