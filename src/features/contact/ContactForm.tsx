import { useIntl } from 'react-intl';
import ContactField from './ContactField';
import classes from './contactForm.module.css';
import FormError from './FormError';
import { useContactForm } from './useContactForm';

/** The contact form of §3: replaced by a thank-you message once the merchant has it. */
export default function ContactForm() {
  const { formatMessage } = useIntl();
  const { fieldProps, submit, isBusy, isSent, hasSubmitError, submitErrorMessages } = useContactForm();

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
      onSubmit={submit}
      noValidate
      aria-busy={isBusy}
      aria-label={formatMessage({ id: 'contactForm.label', defaultMessage: 'Contact form' })}
    >
      <FormError messages={submitErrorMessages} hasError={hasSubmitError} />
      <ContactField {...fieldProps('name')} label={formatMessage({ id: 'contactForm.name', defaultMessage: 'Name' })} autoComplete="name" />
      <ContactField
        {...fieldProps('email')}
        label={formatMessage({ id: 'contactForm.email', defaultMessage: 'Email' })}
        type="email"
        autoComplete="email"
      />
      <ContactField
        {...fieldProps('telephone')}
        label={formatMessage({ id: 'contactForm.telephone', defaultMessage: 'Phone Number' })}
        type="tel"
        autoComplete="tel"
        optional
      />
      <ContactField
        {...fieldProps('comment')}
        label={formatMessage({ id: 'contactForm.comment', defaultMessage: "What's on your mind?" })}
        multiline
      />
      <div className={classes.actions}>
        <button type="submit" className={classes.submit} disabled={isBusy}>
          {isBusy
            ? formatMessage({ id: 'contactForm.submitting', defaultMessage: 'Submitting' })
            : formatMessage({ id: 'contactForm.submit', defaultMessage: 'Submit' })}
        </button>
      </div>
    </form>
  );
}
