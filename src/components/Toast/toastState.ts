import { DEFAULT_TOAST_TIMEOUT, type Toast, type ToastProps } from './toastTypes';

/** Builds the stored toast, enforcing §5: type and message are required; it must time out or be dismissable. */
export function createToast(props: ToastProps, now: number): Toast {
  if (!props.type) throw new TypeError('toast: type is required.');
  if (!props.message) throw new TypeError('toast: message is required.');
  const timeout = props.timeout === undefined ? DEFAULT_TOAST_TIMEOUT : props.timeout;
  if (!(typeof timeout === 'number' && timeout > 0) && !props.dismissable) {
    throw new TypeError('toast: a toast must have a timeout or be dismissable.');
  }
  return { ...props, id: props.id ?? `${props.type}:${props.message}`, timeout, timestamp: now, isDuplicate: false };
}

export type ToastMap = ReadonlyMap<string, Toast>;

export type ToastAction = { type: 'add'; toast: Toast } | { type: 'remove'; id: string };

/** Adding an id that is shown already replaces it, keeps its first timestamp and marks it a duplicate. */
export function toastReducer(state: ToastMap, action: ToastAction): ToastMap {
  const next = new Map(state);
  if (action.type === 'add') {
    const existing = state.get(action.toast.id);
    next.set(action.toast.id, existing ? { ...action.toast, timestamp: existing.timestamp, isDuplicate: true } : action.toast);
  } else {
    next.delete(action.id);
  }
  return next;
}
