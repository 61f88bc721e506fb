import { useCallback, useState } from 'react';
import { DRAFT_PREFIX } from './checkoutStorage';

export function readDraft<T>(key: string): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft<T>(key: string, value: T): void {
  try {
    window.sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the draft is simply not kept.
  }
}

/**
 * A form's draft: values that survive a reload of this tab before they are submitted (what was submitted
 * is saved by the checkout thunks). `initialValue` is the draft when there is one (`fromDraft`), else
 * `initial()`; `save` keeps a change (called on change only: merely opening a form leaves no draft behind).
 */
export function useDraft<T>(key: string, initial: () => T): { initialValue: T; fromDraft: boolean; save: (next: T) => void } {
  const [state] = useState(() => {
    const draft = readDraft<T>(key);
    return { initialValue: draft ?? initial(), fromDraft: draft !== undefined };
  });
  const save = useCallback((next: T) => writeDraft(key, next), [key]);
  return { ...state, save };
}

/** Drops one form's draft once it has been submitted. */
export function discardDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Nothing to drop.
  }
}
