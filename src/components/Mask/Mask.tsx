import classes from './mask.module.css';

interface MaskProps {
  isActive: boolean;
  /** Clicking the dimmed page closes whatever opened the mask (drawer, mini cart, dialog). */
  onClick?: () => void;
}

/** The dimmed overlay behind drawers and dialogs; it fades in and out (§9: about 192 to 224 ms). */
export default function Mask({ isActive, onClick }: MaskProps) {
  return (
    <div
      className={isActive ? `${classes.root} ${classes.active}` : classes.root}
      aria-hidden="true"
      data-testid="mask"
      onClick={isActive ? onClick : undefined}
    />
  );
}
