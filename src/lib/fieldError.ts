import type { MessageDescriptor } from 'react-intl';

/**
 * A form field error (§3): a message descriptor (made with defineMessage, so its English default is compiled at
 * build time) and the value the message interpolates as `{value}`. Components translate it with
 * `intl.formatMessage(error, { value: error.value })`.
 */
export interface FieldError extends MessageDescriptor {
  id: string;
  value: number | string;
}
