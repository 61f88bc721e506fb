import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import TextField from '../../components/TextField/TextField';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessages } from './checkoutErrors';
import type { StepProps } from './stepProps';
import { useContactStep } from './useContactStep';

/** Step 1 for guests: the e-mail the order confirmation goes to. */
export default function ContactStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const { savedEmail, emailProps, handleSubmit, failure, isVirtual } = useContactStep();

  if (status !== 'active') {
    return <p className={classes.summary}>{savedEmail}</p>;
  }

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate>
      <TextField
        {...emailProps}
        id="checkout-email"
        name="checkout-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={formatMessage({ id: 'checkout.contact.email', defaultMessage: 'Email' })}
      />
      <FormError errors={[failure]} describe={checkoutErrorMessages} />
      <div className={classes.actions}>
        <Button type="submit">
          {isVirtual
            ? formatMessage({ id: 'checkout.contact.submitVirtual', defaultMessage: 'Continue to Payment' })
            : formatMessage({ id: 'checkout.contact.submit', defaultMessage: 'Continue to Shipping Address' })}
        </Button>
      </div>
    </form>
  );
}
