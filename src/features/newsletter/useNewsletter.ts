import { useMutation } from '@apollo/client/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useShellConfig } from '../storeView';
import { useToasts } from '../../components/Toast/useToasts';
import { serverErrorMessages } from '../../graphql/serverErrorMessages';
import { useErrorMessages } from '../../lib/useErrorText';
import { useFormError } from '../../lib/useFormError';
import { combineValidators, isRequired, isValidEmail } from '../../lib/validators';
import type { SubscribeToNewsletterData, SubscribeToNewsletterVariables } from './newsletterTypes';
import subscribeToNewsletterDocument from './subscribeToNewsletter.graphql';

/** §5: the shared e-mail validator (after the shared required check, so an empty field says so). */
const validateEmail = combineValidators(isRequired, isValidEmail);

/** §9: a success toast stays 5 s. */
export const SUCCESS_TOAST_TIMEOUT = 5000;

/** The footer newsletter sign-up (§2, §3): shown only when the store enables it. */
export function useNewsletter() {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const { config } = useShellConfig();
  const [email, setEmail] = useState('');
  const [showFieldError, setShowFieldError] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [subscribe, { loading: isBusy }] = useMutation<SubscribeToNewsletterData, SubscribeToNewsletterVariables>(
    subscribeToNewsletterDocument
  );

  const fieldError = showFieldError ? validateEmail(email) : undefined;
  const submitErrorMessages = useErrorMessages(submitError, serverErrorMessages);
  // §5: the form error area scrolls into view when new errors show.
  const { ref: errorAreaRef } = useFormError(submitErrorMessages, Boolean(submitError), true);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value);
  const onBlur = () => {
    if (email) setShowFieldError(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setShowFieldError(true);
    if (validateEmail(email)) {
      (event.currentTarget.elements.namedItem('email') as HTMLElement | null)?.focus();
      return;
    }
    setSubmitError(null);
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      const status = data?.subscribeEmailToNewsletter?.status;
      const needsConfirmation = status === 'NOT_ACTIVE' || status === 'UNCONFIRMED';
      addToast({
        type: 'success',
        message: needsConfirmation
          ? formatMessage({
              id: 'newsletter.confirmationNeeded',
              defaultMessage: 'Thank you for subscribing. Please check your inbox to confirm your subscription.'
            })
          : formatMessage({ id: 'newsletter.success', defaultMessage: 'The email address is subscribed.' }),
        timeout: SUCCESS_TOAST_TIMEOUT
      });
      setEmail('');
      setShowFieldError(false);
    } catch (error) {
      setSubmitError(error);
    }
  };

  return {
    isEnabled: Boolean(config?.newsletter_enabled),
    email,
    onChange,
    onBlur,
    submit,
    isBusy,
    fieldError,
    hasSubmitError: Boolean(submitError),
    submitErrorMessages,
    errorAreaRef
  };
}
