import { useIntl } from 'react-intl';
import TextField, { type TextFieldProps } from '../../../components/TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'label'> {
  /** Whether the shopper types the password they have or chooses one: password managers fill or suggest accordingly. */
  autoComplete: 'current-password' | 'new-password';
  /** 'Password' unless the form names it otherwise (new, current, confirm). */
  label?: string;
}

/** The account forms' password field. */
export default function PasswordField({ label, ...props }: PasswordFieldProps) {
  const { formatMessage } = useIntl();
  return <TextField {...props} type="password" label={label ?? formatMessage({ id: 'account.password', defaultMessage: 'Password' })} />;
}
