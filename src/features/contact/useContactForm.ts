import { useMutation } from '@apollo/client/react';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldError } from '../../lib/fieldError';
import { useErrorMessages } from '../../lib/useErrorText';
import { combineValidators, isRequired, isValidEmail, type Validator } from '../../lib/validators';
import type { ContactFieldName, ContactValues } from './contactTypes';
import { serverErrorMessages } from '../../graphql/serverErrorMessages';
import submitContactFormDocument from './submitContactForm.graphql';

/** In the order they appear, so a failed submit focuses the first field in error. */
export const CONTACT_FIELDS: readonly ContactFieldName[] = ['name', 'email', 'telephone', 'comment'];

// §5: name, e-mail and comment are required; telephone is optional and free-form.
const VALIDATORS: Partial<Record<ContactFieldName, Validator>> = {
  name: isRequired,
  email: combineValidators(isRequired, isValidEmail),
  comment: isRequired
};

const EMPTY_VALUES: ContactValues = { name: '', email: '', telephone: '', comment: '' };

export type FieldErrors = Partial<Record<ContactFieldName, FieldError>>;

export function validateContactValues(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = VALIDATORS[field]?.(values[field], { ...values });
    if (error) errors[field] = error;
  }
  return errors;
}

export interface ContactFieldProps {
  name: ContactFieldName;
  value: string;
  error: FieldError | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/** The contact form's state: values, validation, the contactUs mutation, and what the shopper sees after it. */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [touched, setTouched] = useState<Partial<Record<ContactFieldName, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [isSent, setIsSent] = useState(false);
  const [sendContactForm, { loading: isBusy }] = useMutation(submitContactFormDocument);

  const validationErrors = useMemo(() => validateContactValues(values), [values]);
  const submitErrorMessages = useErrorMessages(submitError, serverErrorMessages);

  // A field shows its error once the shopper has left it or tried to send the form.
  const fieldProps = (name: ContactFieldName): ContactFieldProps => ({
    name,
    value: values[name],
    error: submitAttempted || touched[name] ? validationErrors[name] : undefined,
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true }))
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setSubmitAttempted(true);
    const firstInvalid = CONTACT_FIELDS.find((field) => validationErrors[field]);
    if (firstInvalid) {
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
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
  };

  return {
    fieldProps,
    submit,
    isBusy,
    isSent,
    hasSubmitError: Boolean(submitError),
    submitErrorMessages
  };
}
