import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../lib/fieldError';
import { useErrorMessage } from '../../lib/useErrorText';
import { combineValidators, isRequired, isValidEmail } from '../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessage } from './checkoutErrors';
import { submitContactEmail } from './checkoutThunks';
import type { StepProps } from './stepProps';
import TextField from '../../components/TextField/TextField';
import { discardDraft, useDraft } from './useDraft';

const validateEmail = combineValidators(isRequired, isValidEmail);

/** Step 1 for guests: the e-mail the order confirmation goes to. */
export default function ContactStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const savedEmail = useAppSelector((state) => state.checkout.shippingAddress.email ?? '');
  const [email, setEmail] = useDraft('email', () => savedEmail);
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<unknown>(null);
  const failureText = useErrorMessage(failure, checkoutErrorMessage);

  if (status !== 'active') {
    return <p className={classes.summary}>{savedEmail}</p>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    try {
      dispatch(submitContactEmail(email));
      discardDraft('email');
      setFailure(null);
    } catch (caught) {
      setFailure(caught);
    }
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <TextField
        id="checkout-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={formatMessage({ id: 'checkout.contact.email', defaultMessage: 'Email' })}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      {failureText ? (
        <p className={classes.error} role="alert">
          {failureText}
        </p>
      ) : null}
      <div className={classes.actions}>
        <button type="submit" className={classes.primaryButton}>
          {formatMessage({ id: 'checkout.contact.submit', defaultMessage: 'Continue to Shipping Address' })}
        </button>
      </div>
    </form>
  );
}
