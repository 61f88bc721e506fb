import { useIntl } from 'react-intl';
import TextField, { type TextFieldProps } from '../../../components/TextField/TextField';

type NameFieldProps = Omit<TextFieldProps, 'autoComplete' | 'label'>;

export interface NameFieldsProps {
  firstname: NameFieldProps;
  lastname: NameFieldProps;
}

/** The account forms' first and last name (create account, account information, an address). */
export default function NameFields({ firstname, lastname }: NameFieldsProps) {
  const { formatMessage } = useIntl();
  return (
    <>
      <TextField {...firstname} autoComplete="given-name" label={formatMessage({ id: 'account.firstName', defaultMessage: 'First Name' })} />
      <TextField {...lastname} autoComplete="family-name" label={formatMessage({ id: 'account.lastName', defaultMessage: 'Last Name' })} />
    </>
  );
}
