import classes from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** The button look for an element that must stay a link (a route change styled as an action). */
export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return [classes.button, classes[variant], extra].filter(Boolean).join(' ');
}
