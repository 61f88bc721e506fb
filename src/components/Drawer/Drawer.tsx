import type { ReactNode } from 'react';
import IconButton from '../IconButton/IconButton';
import Mask from '../Mask/Mask';
import classes from './drawer.module.css';
import { useDrawer } from './useDrawer';

export interface DrawerProps {
  /** The edge it slides in from. */
  side: 'left' | 'right';
  /** The heading, which names the dialog. */
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** A click on the dimmed page closes the drawer too. */
  closesOnMaskClick?: boolean;
  /** The panel's width and look beyond the shared ones. */
  className?: string;
  titleClassName?: string;
  /** The body (and footer) below the header. */
  children: ReactNode;
}

/**
 * A modal panel over a dimmed page, mounted while open (mini cart, small-screen filters): a header with its
 * title and a close button, focus kept inside, Escape to close, and focus back on the opener afterwards.
 */
export default function Drawer({ side, title, closeLabel, onClose, closesOnMaskClick = false, className, titleClassName, children }: DrawerProps) {
  const { panelRef, titleId } = useDrawer(onClose);
  const panelClass = [classes.root, classes[side], className].filter(Boolean).join(' ');
  return (
    <>
      <Mask isActive onClick={closesOnMaskClick ? onClose : undefined} />
      <div ref={panelRef} className={panelClass} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={classes.header}>
          <h2 id={titleId} className={titleClassName ? `${classes.title} ${titleClassName}` : classes.title}>
            {title}
          </h2>
          <IconButton className={classes.close} label={closeLabel} icon="close" onClick={onClose} />
        </div>
        {children}
      </div>
    </>
  );
}
