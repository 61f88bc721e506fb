import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from '../../lib/useForm';
import { combineValidators, isRequired, isValidEmail } from '../../lib/validators';
import type { ContactFieldName, SubmitContactFormData, SubmitContactFormVariables } from './contactTypes';
import submitContactFormDocument from './submitContactForm.graphql';

// §5: name, e-mail and comment are required; telephone is optional and free-form.
const VALIDATORS = {
  name: isRequired,
  email: combineValidators(isRequired, isValidEmail),
  comment: isRequired
};

const EMPTY_VALUES: Record<ContactFieldName, string> = { name: '', email: '', telephone: '', comment: '' };

/** The contact form's state: values, validation, the contactUs mutation, and what the shopper sees after it. */
export function useContactForm() {
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [isSent, setIsSent] = useState(false);
  const [sendContactForm, { loading: isBusy }] = useMutation<SubmitContactFormData, SubmitContactFormVariables>(submitContactFormDocument);

  const { fieldProps, handleSubmit } = useForm({
    initialValues: EMPTY_VALUES,
    validators: VALIDATORS,
    onSubmit: async (values) => {
      setSubmitError(null);
      const telephone = values.telephone.trim();
      try {
        const { data } = await sendContactForm({
          variables: {
            input: {
              name: values.name.trim(),
              email: values.email.trim(),
              comment: values.comment,
              ...(telephone ? { telephone } : {})
            }
          }
        });
        // Anything short of a confirmed status is a failure; the values stay for another try.
        if (data?.contactUs?.status) setIsSent(true);
        else setSubmitError(new Error('The contact form was not accepted.'));
      } catch (error) {
        setSubmitError(error);
      }
    }
  });

  return { fieldProps, handleSubmit, isBusy, isSent, submitError };
}
