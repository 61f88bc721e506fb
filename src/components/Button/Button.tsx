import type { ButtonHTMLAttributes } from 'react';
import { buttonClassName, type ButtonVariant } from './buttonClassName';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the main action of a form or panel; secondary: an outlined alternative; text: a link-like action. */
  variant?: ButtonVariant;
}

/** The shop's button: one look for every action, `type="button"` unless it submits. */
export default function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClassName(variant, className)} />;
}
