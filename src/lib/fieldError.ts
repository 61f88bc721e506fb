/**
 * A form field error (§3): a message id for the catalogue, its English default and the value the
 * message interpolates as `{value}`. Components translate it with `intl.formatMessage(error, error)`.
 */
export interface FieldError {
  id: string;
  defaultMessage: string;
  value: number | string;
}
