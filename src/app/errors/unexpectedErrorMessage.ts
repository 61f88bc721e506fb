import type { IntlShape } from 'react-intl';

export const ERROR_TOAST_TIMEOUT = 15000;

/** 'Sorry! An unexpected error occurred.' with the debug id and where it happened (§8). */
export function unexpectedErrorMessage(formatMessage: IntlShape['formatMessage'], id: string): string {
  const headline = formatMessage({ id: 'app.unexpectedError', defaultMessage: 'Sorry! An unexpected error occurred.' });
  const debug = formatMessage({ id: 'app.errorDebug', defaultMessage: 'Debug: {id} {location}' }, { id, location: window.location.href });
  return `${headline}\n${debug}`;
}
