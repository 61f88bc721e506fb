import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { unreachableActionMessage } from './chunkLoad';

/**
 * Words a failure for the shopper: an action tried while offline, or whose code did not load, says so and
 * that nothing was lost; any other failure is worded by `describe` (the feature's own rules, e.g. §8).
 */
export function useErrorText(): (error: unknown, describe: (error: unknown) => string) => string {
  const { formatMessage } = useIntl();
  return useCallback(
    (error, describe) => {
      const unreachable = unreachableActionMessage(error);
      return unreachable ? formatMessage(unreachable) : describe(error);
    },
    [formatMessage]
  );
}

/** The text `useErrorText` gives `error`, or '' when there is no error (for errors kept in state). */
export function useErrorMessage(error: unknown, describe: (error: unknown) => string): string {
  const errorText = useErrorText();
  return error ? errorText(error, describe) : '';
}
