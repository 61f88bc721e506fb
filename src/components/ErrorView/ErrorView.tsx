import { useIntl } from 'react-intl';
import Button from '../Button/Button';
import ButtonLink from '../Button/ButtonLink';
import classes from './errorView.module.css';

export interface ErrorViewProps {
  header?: string;
  message?: string;
  buttonText?: string;
  /** Where the button leads; ignored when onButtonClick is given. */
  buttonTarget?: string;
  onButtonClick?: () => void;
}

/** The error view of §2: every text and the button's action can be overridden by the caller. */
export default function ErrorView({ header, message, buttonText, buttonTarget = '/', onButtonClick }: ErrorViewProps) {
  const { formatMessage } = useIntl();
  header ??= formatMessage({ id: 'errorView.header', defaultMessage: 'Oops!' });
  message ??= formatMessage({ id: 'errorView.message', defaultMessage: 'Looks like something went wrong. Sorry about that.' });
  buttonText ??= formatMessage({ id: 'errorView.goHome', defaultMessage: 'Take me home' });
  return (
    <section className={classes.root} aria-labelledby="error-view-header">
      <h1 id="error-view-header" className={classes.header}>
        {header}
      </h1>
      <p className={classes.message}>{message}</p>
      {onButtonClick ? (
        <Button className={classes.button} onClick={onButtonClick}>
          {buttonText}
        </Button>
      ) : (
        <ButtonLink className={classes.button} to={buttonTarget}>
          {buttonText}
        </ButtonLink>
      )}
    </section>
  );
}
