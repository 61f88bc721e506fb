import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import { serverErrorMessages } from '../../graphql/serverErrorMessages';
import classes from './newsletter.module.css';
import { useNewsletter } from './useNewsletter';

/** The footer newsletter block (§2): heading, e-mail field and Subscribe button; nothing unless enabled. */
export default function NewsletterBlock() {
  const { formatMessage } = useIntl();
  const headingId = useId();
  const inputId = useId();
  const fieldMessageId = useId();
  const errorListId = useId();
  const { isEnabled, emailProps, handleSubmit, isBusy, submitError } = useNewsletter();
  const { error: fieldError, ...inputProps } = emailProps;
  const hasSubmitError = Boolean(submitError);

  if (!isEnabled) return null;

  const describedBy = [fieldError ? fieldMessageId : '', hasSubmitError ? errorListId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <section className={classes.root} aria-labelledby={headingId}>
      <div className={classes.intro}>
        <h2 id={headingId} className={classes.heading}>
          {formatMessage({ id: 'newsletter.heading', defaultMessage: 'Subscribe to our newsletter' })}
        </h2>
        <p className={classes.text}>
          {formatMessage({
            id: 'newsletter.text',
            defaultMessage: 'Receive the latest news, updates and special offers right to your inbox.'
          })}
        </p>
      </div>
      <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
        <label htmlFor={inputId} className={classes.label}>
          {formatMessage({ id: 'newsletter.emailLabel', defaultMessage: 'Email address' })}
        </label>
        <div className={classes.row}>
          <input
            id={inputId}
            {...inputProps}
            type="email"
            className={fieldError ? `${classes.input} ${classes.inputError}` : classes.input}
            placeholder={formatMessage({ id: 'newsletter.placeholder', defaultMessage: 'Enter your email' })}
            autoComplete="email"
            required
            aria-invalid={Boolean(fieldError) || hasSubmitError}
            aria-describedby={describedBy}
          />
          <Button type="submit" className={classes.button} disabled={isBusy}>
            {isBusy
              ? formatMessage({ id: 'newsletter.subscribing', defaultMessage: 'Subscribing' })
              : formatMessage({ id: 'newsletter.subscribe', defaultMessage: 'Subscribe' })}
          </Button>
        </div>
        {fieldError ? (
          <p id={fieldMessageId} className={classes.fieldError}>
            {formatMessage({ id: fieldError.id, defaultMessage: fieldError.defaultMessage }, { value: fieldError.value })}
          </p>
        ) : null}
        <FormError id={errorListId} errors={[submitError]} describe={serverErrorMessages} />
      </form>
    </section>
  );
}
