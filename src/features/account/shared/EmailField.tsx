import { useIntl } from 'react-intl';
import TextField, { type TextFieldProps } from '../../../components/TextField/TextField';

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'label'> {
  /** 'Email Address' unless the form asks for another (a new address). */
  label?: string;
}

/** The account forms' e-mail field: an e-mail input the browser fills with the shopper's address. */
export default function EmailField({ label, ...props }: EmailFieldProps) {
  const { formatMessage } = useIntl();
  return (
    <TextField
      {...props}
      type="email"
      autoComplete="email"
      label={label ?? formatMessage({ id: 'account.emailAddress', defaultMessage: 'Email Address' })}
    />
  );
}
