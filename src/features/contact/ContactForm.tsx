import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import TextField from '../../components/TextField/TextField';
import { serverErrorMessages } from '../../graphql/serverErrorMessages';
import classes from './contactForm.module.css';
import { useContactForm } from './useContactForm';

/** The contact form of §3: replaced by a thank-you message once the merchant has it. */
export default function ContactForm() {
  const { formatMessage } = useIntl();
  const { fieldProps, handleSubmit, isBusy, isSent, submitError } = useContactForm();

  if (isSent) {
    return (
      <div className={classes.success} role="status">
        <p>
          {formatMessage({
            id: 'contactForm.success',
            defaultMessage: "Thanks for contacting us with your comments and questions. We'll respond to you very soon."
          })}
        </p>
      </div>
    );
  }

  return (
    <form
      className={classes.root}
      onSubmit={handleSubmit}
      noValidate
      aria-busy={isBusy}
      aria-label={formatMessage({ id: 'contactForm.label', defaultMessage: 'Contact form' })}
    >
      <FormError errors={[submitError]} describe={serverErrorMessages} />
      <TextField {...fieldProps('name')} required label={formatMessage({ id: 'contactForm.name', defaultMessage: 'Name' })} autoComplete="name" />
      <TextField
        {...fieldProps('email')}
        required
        label={formatMessage({ id: 'contactForm.email', defaultMessage: 'Email' })}
        type="email"
        autoComplete="email"
      />
      <TextField
        {...fieldProps('telephone')}
        label={formatMessage({ id: 'contactForm.telephone', defaultMessage: 'Phone Number' })}
        type="tel"
        autoComplete="tel"
        optional
      />
      <TextField
        {...fieldProps('comment')}
        required
        label={formatMessage({ id: 'contactForm.comment', defaultMessage: "What's on your mind?" })}
        multiline
      />
      <div className={classes.actions}>
        <Button type="submit" className={classes.submit} disabled={isBusy}>
          {isBusy
            ? formatMessage({ id: 'contactForm.submitting', defaultMessage: 'Submitting' })
            : formatMessage({ id: 'contactForm.submit', defaultMessage: 'Submit' })}
        </Button>
      </div>
    </form>
  );
}
