import { useId } from 'react';
import { useFocusTrap } from '../FocusTrap/useFocusTrap';
import { useScrollLock } from '../../lib/useScrollLock';

/** An open drawer is modal: focus moves in and stays there, Escape closes it, and the page behind does not scroll. */
export function useDrawer(onClose: () => void) {
  const panelRef = useFocusTrap<HTMLDivElement>(true, onClose);
  useScrollLock(true);
  return { panelRef, titleId: useId() };
}
