import { useIntl } from 'react-intl';
import classes from './loadingIndicator.module.css';

interface LoadingIndicatorProps {
  children?: string;
}

/** The generic loading view (§2): a spinner with the text 'Fetching Data...'. */
export default function LoadingIndicator({ children }: LoadingIndicatorProps) {
  const { formatMessage } = useIntl();
  children ??= formatMessage({ id: 'loadingIndicator.text', defaultMessage: 'Fetching Data...' });
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <span className={classes.spinner} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
