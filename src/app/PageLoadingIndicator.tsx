import { useIntl } from 'react-intl';
import classes from './pageLoadingIndicator.module.css';
import { usePageLoadingIndicator } from './usePageLoadingIndicator';

/** The bar at the top of the page: partly filled while a page loads, full when done, then gone (§4). */
export default function PageLoadingIndicator() {
  const phase = usePageLoadingIndicator();
  const { formatMessage } = useIntl();
  return (
    <div
      className={`${classes.root} ${classes[phase]}`}
      role="progressbar"
      aria-label={formatMessage({ id: 'pageLoading.label', defaultMessage: 'Page loading' })}
      aria-hidden={phase === 'off'}
      aria-busy={phase === 'loading'}
      data-phase={phase}
    />
  );
}
