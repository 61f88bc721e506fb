import { defineMessage } from '../../../lib/messageDescriptors';
import { combineValidators, hasLengthAtLeast, isRequired, isValidEmail, validatePassword, type Validator } from '../../../lib/validators';

/** The shortest password Magento accepts by default. */
const MINIMUM_PASSWORD_LENGTH = 8;

export const emailValidator = combineValidators(isRequired, isValidEmail);

/** A password the shopper chooses (§5 rules). */
export const passwordValidator = combineValidators(isRequired, hasLengthAtLeast(MINIMUM_PASSWORD_LENGTH), validatePassword);

const passwordsMustMatch = defineMessage({ id: 'account.passwordsMustMatch', defaultMessage: 'Passwords must match.' });

/** Confirm must match the field `otherField`. */
function matchesField(otherField: string): Validator {
  return (value, values = {}) => (value === values[otherField] ? undefined : { ...passwordsMustMatch, value: otherField });
}

/** The confirmation of a new password typed in the field `password`. */
export const confirmPasswordValidator = combineValidators(isRequired, matchesField('password'));
