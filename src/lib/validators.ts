import { defineMessages } from './messageDescriptors';
import type { FieldError } from './fieldError';

/** A validator returns nothing when the value is fine, else the error to show. */
export type Validator = (value: unknown, values?: Readonly<Record<string, unknown>>) => FieldError | undefined;

/** Minimum number of character classes in a password (§9). */
export const MINIMUM_PASSWORD_CHARACTER_CLASSES = 3;

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

const messages = defineMessages({
  isRequired: { id: 'validation.isRequired', defaultMessage: 'Is required.' },
  mustContainAtLeast: { id: 'validation.mustContainAtLeast', defaultMessage: 'Must contain at least {value} character(s).' },
  passwordClasses: {
    id: 'validation.passwordClasses',
    defaultMessage: 'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.'
  },
  mustBeDifferent: { id: 'validation.mustBeDifferent', defaultMessage: '{value} must be different' },
  invalidEmail: { id: 'validation.invalidEmail', defaultMessage: 'Please enter a valid email address.' }
});

export const isRequired: Validator = (value) => (asText(value).trim() === '' ? { ...messages.isRequired, value: '' } : undefined);

export function hasLengthAtLeast(minimumLength: number): Validator {
  return (value) => (asText(value).length < minimumLength ? { ...messages.mustContainAtLeast, value: minimumLength } : undefined);
}

const PASSWORD_CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d\s]/];

export const validatePassword: Validator = (value) => {
  const text = asText(value);
  const classes = PASSWORD_CHARACTER_CLASSES.filter((pattern) => pattern.test(text)).length;
  return classes < MINIMUM_PASSWORD_CHARACTER_CLASSES ? { ...messages.passwordClasses, value: MINIMUM_PASSWORD_CHARACTER_CLASSES } : undefined;
};

/** Fails when the value equals the field `otherField` of the same form; `{value}` is that field's name. */
export function isNotEqualToField(otherField: string): Validator {
  return (value, values = {}) => (value === values[otherField] ? { ...messages.mustBeDifferent, value: otherField } : undefined);
}

// Deliberately permissive (one @, a dot in the domain, no spaces): the backend has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail: Validator = (value) =>
  EMAIL_PATTERN.test(asText(value).trim()) ? undefined : { ...messages.invalidEmail, value: asText(value) };

/** Runs validators in order and returns the first error, so a field shows one message at a time. */
export function combineValidators(...validators: Validator[]): Validator {
  return (value, values) => {
    for (const validate of validators) {
      const error = validate(value, values);
      if (error) return error;
    }
    return undefined;
  };
}
