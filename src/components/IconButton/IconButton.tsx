import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import Icon, { type IconName } from '../Icon/Icon';
import classes from './iconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'> {
  /** The accessible name: an icon says nothing to a screen reader, and a trigger's short text may not say enough. */
  label: string;
  /** Decorative; none where the button draws its own mark (a switcher's chevron, a stepper's − and +). */
  icon?: IconName;
  iconSize?: number;
  /** The icon before the visible content (default) or after it. */
  iconPosition?: 'start' | 'end';
  /** Visible extras beside the icon: a short text or a badge. */
  children?: ReactNode;
}

/** A button named by `label` rather than by what it shows: header and drawer icons, menu triggers, steppers. */
const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, iconSize, iconPosition = 'start', className, children, ...props },
  ref
) {
  const mark = icon ? <Icon name={icon} size={iconSize} /> : null;
  return (
    <button {...props} ref={ref} type="button" aria-label={label} className={className ? `${classes.root} ${className}` : classes.root}>
      {iconPosition === 'start' ? mark : null}
      {children}
      {iconPosition === 'end' ? mark : null}
    </button>
  );
});

export default IconButton;
