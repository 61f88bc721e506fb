import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from '../../../lib/useForm';
import { isRequired } from '../../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { emailValidator, passwordValidator } from '../shared/accountValidators';
import { selectCurrentUser } from '../user/userSelectors';
import { updateCurrentUser } from '../user/userActions';
import { toCurrentUser } from '../user/userThunks';
import CHANGE_CUSTOMER_PASSWORD from './changeCustomerPassword.graphql';
import UPDATE_CUSTOMER from './updateCustomer.graphql';
import UPDATE_CUSTOMER_EMAIL from './updateCustomerEmail.graphql';

/** The three forms of /account-information (names, e-mail with password, password) and the saved note. */
export function useAccountInformationPage() {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isLoading = useAppSelector((state) => state.user.isGettingDetails && !state.user.currentUser.email);
  const [saved, setSaved] = useState<string | null>(null);
  const savedMessage = formatMessage({ id: 'accountInformation.saved', defaultMessage: 'Your changes have been saved.' });

  const [updateNames, namesState] = useMutation(UPDATE_CUSTOMER);
  const [updateEmail, emailState] = useMutation(UPDATE_CUSTOMER_EMAIL);
  const [changePassword, passwordState] = useMutation(CHANGE_CUSTOMER_PASSWORD);

  const nameValidators = useMemo(() => ({ firstname: isRequired, lastname: isRequired }), []);
  const names = useForm({
    initialValues: { firstname: user.firstname, lastname: user.lastname },
    validators: nameValidators,
    onSubmit: async (values) => {
      setSaved(null);
      const result = await updateNames({ variables: { input: { firstname: values.firstname.trim(), lastname: values.lastname.trim() } } }).catch(
        () => null
      );
      if (!result?.data) return;
      dispatch(updateCurrentUser(toCurrentUser({ ...user, ...result.data.updateCustomerV2?.customer })));
      setSaved(savedMessage);
    }
  });

  const emailValidators = useMemo(() => ({ email: emailValidator, password: isRequired }), []);
  const email = useForm({
    initialValues: { email: '', password: '' },
    validators: emailValidators,
    onSubmit: async (values, { reset }) => {
      setSaved(null);
      const result = await updateEmail({ variables: { email: values.email.trim(), password: values.password } }).catch(() => null);
      if (!result?.data) return;
      dispatch(updateCurrentUser({ email: result.data.updateCustomerEmail?.customer.email ?? values.email.trim() }));
      reset();
      setSaved(savedMessage);
    }
  });

  const passwordValidators = useMemo(() => ({ currentPassword: isRequired, newPassword: passwordValidator }), []);
  const password = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validators: passwordValidators,
    onSubmit: async (values, { reset }) => {
      setSaved(null);
      const result = await changePassword({ variables: values }).catch(() => null);
      if (!result?.data) return;
      reset();
      setSaved(savedMessage);
    }
  });

  // The form starts with the names known when the details arrive.
  const [seeded, setSeeded] = useState(Boolean(user.email));
  if (!seeded && user.email) {
    setSeeded(true);
    names.reset({ firstname: user.firstname, lastname: user.lastname });
  }

  return { user, isLoading, saved, names, namesState, email, emailState, password, passwordState };
}
