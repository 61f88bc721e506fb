import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonVariant } from './buttonClassName';

/** A link that looks like a `Button` (it navigates, so it stays a link for assistive technology). */
export default function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClassName(variant, className)} />;
}
