import { useCallback, useState } from 'react';
import { useFocusTrap } from '../../components/FocusTrap/useFocusTrap';
import { useScrollLock } from '../../lib/useScrollLock';

/**
 * A modal dialog: focus moves in when it opens, Tab stays inside, Escape closes, focus returns to the
 * control that opened it, and the page behind does not scroll.
 */
export function useDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const dialogRef = useFocusTrap<HTMLDivElement>(isOpen, close);
  useScrollLock(isOpen);
  return { isOpen, open, close, dialogRef };
}
