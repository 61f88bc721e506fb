import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useShellConfig } from '../storeView';
import { useToasts } from '../../components/Toast/useToasts';
import { useForm } from '../../lib/useForm';
import { combineValidators, isRequired, isValidEmail } from '../../lib/validators';
import type { SubscribeToNewsletterData, SubscribeToNewsletterVariables } from './newsletterTypes';
import subscribeToNewsletterDocument from './subscribeToNewsletter.graphql';

/** §5: the shared e-mail validator (after the shared required check, so an empty field says so). */
const VALIDATORS = { email: combineValidators(isRequired, isValidEmail) };

/** §9: a success toast stays 5 s. */
export const SUCCESS_TOAST_TIMEOUT = 5000;

/** The footer newsletter sign-up (§2, §3): shown only when the store enables it. */
export function useNewsletter() {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const { config } = useShellConfig();
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [subscribe, { loading: isBusy }] = useMutation<SubscribeToNewsletterData, SubscribeToNewsletterVariables>(
    subscribeToNewsletterDocument
  );

  const { fieldProps, handleSubmit } = useForm({
    initialValues: { email: '' },
    validators: VALIDATORS,
    onSubmit: async ({ email }, { reset }) => {
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
        reset();
      } catch (error) {
        setSubmitError(error);
      }
    }
  });

  return { isEnabled: Boolean(config?.newsletter_enabled), emailProps: fieldProps('email'), handleSubmit, isBusy, submitError };
}
