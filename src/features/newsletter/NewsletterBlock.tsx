import { useId } from 'react';
import { useIntl } from 'react-intl';
import classes from './newsletter.module.css';
import { useNewsletter } from './useNewsletter';

/** The footer newsletter block (§2): heading, e-mail field and Subscribe button; nothing unless enabled. */
export default function NewsletterBlock() {
  const { formatMessage } = useIntl();
  const headingId = useId();
  const inputId = useId();
  const fieldMessageId = useId();
  const errorListId = useId();
  const { isEnabled, email, onChange, onBlur, submit, isBusy, fieldError, hasSubmitError, submitErrorMessages, errorAreaRef } =
    useNewsletter();

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
      <form className={classes.form} onSubmit={submit} noValidate aria-busy={isBusy}>
        <label htmlFor={inputId} className={classes.label}>
          {formatMessage({ id: 'newsletter.emailLabel', defaultMessage: 'Email address' })}
        </label>
        <div className={classes.row}>
          <input
            id={inputId}
            name="email"
            type="email"
            className={fieldError ? `${classes.input} ${classes.inputError}` : classes.input}
            value={email}
            onChange={onChange}
            onBlur={onBlur}
            placeholder={formatMessage({ id: 'newsletter.placeholder', defaultMessage: 'Enter your email' })}
            autoComplete="email"
            required
            aria-invalid={Boolean(fieldError) || hasSubmitError}
            aria-describedby={describedBy}
          />
          <button type="submit" className={classes.button} disabled={isBusy}>
            {isBusy
              ? formatMessage({ id: 'newsletter.subscribing', defaultMessage: 'Subscribing' })
              : formatMessage({ id: 'newsletter.subscribe', defaultMessage: 'Subscribe' })}
          </button>
        </div>
        {fieldError ? (
          <p id={fieldMessageId} className={classes.fieldError}>
            {formatMessage(fieldError, { value: fieldError.value })}
          </p>
        ) : null}
        {hasSubmitError ? (
          <div id={errorListId} ref={errorAreaRef} className={classes.errors} role="alert">
            {submitErrorMessages.length > 0 ? (
              <ul className={classes.errorList}>
                {submitErrorMessages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : (
              <p className={classes.errorText}>
                {formatMessage({
                  id: 'newsletter.formError',
                  defaultMessage: 'An error has occurred. Please check the input and try again.'
                })}
              </p>
            )}
          </div>
        ) : null}
      </form>
    </section>
  );
}
