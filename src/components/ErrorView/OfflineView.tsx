import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { offlineMessages } from '../../lib/offline';
import { useOnlineStatus } from '../../lib/useOnlineStatus';
import ErrorView from './ErrorView';

export interface OfflineViewProps {
  /** Loads the page again: offered as a button, and called by itself once the browser is back online. */
  onRetry: () => void;
}

/**
 * What a page that could not load offline shows instead of a spinner or a generic error: it says why,
 * and loads the page as soon as the connection returns.
 */
export default function OfflineView({ onRetry }: OfflineViewProps) {
  const { formatMessage } = useIntl();
  const isOnline = useOnlineStatus();
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  }, [onRetry]);

  useEffect(() => {
    if (isOnline) retry.current();
  }, [isOnline]);

  return (
    <ErrorView
      header={formatMessage(offlineMessages.pageHeader)}
      message={formatMessage(offlineMessages.pageMessage)}
      buttonText={formatMessage(offlineMessages.retry)}
      onButtonClick={onRetry}
    />
  );
}
