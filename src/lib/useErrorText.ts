import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isOfflineError, offlineMessages } from './offline';

/**
 * Words a failure for the shopper: an action tried while offline says it needs a connection and that
 * nothing was lost; any other failure is worded by `describe` (the feature's own rules, e.g. §8).
 */
export function useErrorText(): (error: unknown, describe: (error: unknown) => string) => string {
  const { formatMessage } = useIntl();
  return useCallback(
    (error, describe) => (isOfflineError(error) ? formatMessage(offlineMessages.actionNeedsConnection) : describe(error)),
    [formatMessage]
  );
}

/** The text `useErrorText` gives `error`, or '' when there is no error (for errors kept in state). */
export function useErrorMessage(error: unknown, describe: (error: unknown) => string): string {
  const errorText = useErrorText();
  return error ? errorText(error, describe) : '';
}
