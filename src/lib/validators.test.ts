import { combineValidators, hasLengthAtLeast, isNotEqualToField, isRequired, isValidEmail, validatePassword } from './validators';

describe('validators', () => {
  it('requires a value that is not blank after trimming', () => {
    expect(isRequired('   ')).toEqual({ id: 'validation.isRequired', defaultMessage: 'Is required.', value: '' });
    expect(isRequired(undefined)?.defaultMessage).toBe('Is required.');
    expect(isRequired(' a ')).toBeUndefined();
  });

  it('checks a minimum length and reports it as the value', () => {
    expect(hasLengthAtLeast(8)('short')).toEqual({
      id: 'validation.mustContainAtLeast',
      defaultMessage: 'Must contain at least {value} character(s).',
      value: 8
    });
    expect(hasLengthAtLeast(5)('exact')).toBeUndefined();
  });

  it('wants at least 3 of the 4 password character classes', () => {
    const message = 'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.';
    expect(validatePassword('alllowercase')?.defaultMessage).toBe(message);
    expect(validatePassword('lower123')?.defaultMessage).toBe(message);
    expect(validatePassword('Lower123')).toBeUndefined();
    expect(validatePassword('lower12!')).toBeUndefined();
  });

  it('fails when a value equals another field', () => {
    const differFromOld = isNotEqualToField('Current password');
    expect(differFromOld('Secret1!', { 'Current password': 'Secret1!' })).toEqual({
      id: 'validation.mustBeDifferent',
      defaultMessage: '{value} must be different',
      value: 'Current password'
    });
    expect(differFromOld('Other1!', { 'Current password': 'Secret1!' })).toBeUndefined();
  });

  it('accepts plausible e-mail addresses only', () => {
    expect(isValidEmail('shopper@example.com')).toBeUndefined();
    expect(isValidEmail('shopper@example')?.id).toBe('validation.invalidEmail');
    expect(isValidEmail('a b@example.com')?.id).toBe('validation.invalidEmail');
  });

  it('stops at the first failing validator', () => {
    const validate = combineValidators(isRequired, hasLengthAtLeast(3));
    expect(validate('')?.id).toBe('validation.isRequired');
    expect(validate('ab')?.id).toBe('validation.mustContainAtLeast');
    expect(validate('abc')).toBeUndefined();
  });
});
