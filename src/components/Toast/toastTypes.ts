import type { ReactNode } from 'react';

export type ToastType = 'info' | 'warning' | 'error' | 'success';

/** What a caller passes to addToast (§3 Toast). */
export interface ToastProps {
  type: ToastType;
  message: string;
  icon?: ReactNode;
  /** Milliseconds until it disappears; default 5000. `false` keeps it until dismissed. */
  timeout?: number | false;
  dismissable?: boolean;
  hasDismissAction?: boolean;
  dismissActionText?: string;
  actionText?: string;
  onAction?: (remove: () => void) => void;
  onDismiss?: (remove: () => void) => void;
  /** Same id = same toast: adding it again replaces the shown one. Defaults to type + message. */
  id?: string;
}

export interface Toast extends Omit<ToastProps, 'id' | 'timeout'> {
  id: string;
  timeout: number | false;
  timestamp: number;
  isDuplicate: boolean;
}

export const DEFAULT_TOAST_TIMEOUT = 5000;
