import { useIntl } from 'react-intl';
import Icon, { type IconName } from '../Icon/Icon';
import IconButton from '../IconButton/IconButton';
import classes from './toast.module.css';
import type { Toast as ToastData } from './toastTypes';

const TYPE_ICONS: Record<ToastData['type'], IconName> = { info: 'info', success: 'check', warning: 'alert', error: 'alert' };

interface ToastProps {
  toast: ToastData;
  onRemove: (id: string) => void;
}

export default function Toast({ toast, onRemove }: ToastProps) {
  const { formatMessage } = useIntl();
  const remove = () => onRemove(toast.id);
  const dismiss = () => (toast.onDismiss ? toast.onDismiss(remove) : remove());
  const className = [classes.root, classes[toast.type], toast.isDuplicate ? classes.duplicate : ''].filter(Boolean).join(' ');

  return (
    <div className={className} role={toast.type === 'error' ? 'alert' : 'status'} data-toast-type={toast.type}>
      <span className={classes.icon}>{toast.icon ?? <Icon name={TYPE_ICONS[toast.type]} size={20} />}</span>
      <p className={classes.message}>{toast.message}</p>
      {toast.dismissable && !toast.hasDismissAction ? (
        <IconButton
          className={classes.close}
          label={formatMessage({ id: 'toast.close', defaultMessage: 'Close' })}
          icon="close"
          iconSize={18}
          onClick={dismiss}
        />
      ) : null}
      {toast.actionText || toast.hasDismissAction ? (
        <div className={classes.actions}>
          {toast.hasDismissAction ? (
            <button type="button" className={classes.action} onClick={dismiss}>
              {toast.dismissActionText ?? formatMessage({ id: 'toast.dismiss', defaultMessage: 'Dismiss' })}
            </button>
          ) : null}
          {toast.actionText ? (
            <button type="button" className={classes.action} onClick={() => toast.onAction?.(remove)}>
              {toast.actionText}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
