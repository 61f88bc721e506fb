import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { inputError } from './errors';

/** scrypt hash as `scrypt$<salt>$<hash>`; the salt is random unless given (the seed needs determinism). */
export function hashPassword(password: string, salt = crypto.randomBytes(16).toString('hex')): string {
  return `scrypt$${salt}$${crypto.scryptSync(password, salt, 32).toString('hex')}`;
}

const scrypt = promisify(crypto.scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;

/** hashPassword on libuv's thread pool: requests keep being answered while scrypt runs. */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = crypto.randomBytes(16).toString('hex');
  return `scrypt$${salt}$${(await scrypt(password, salt, 32)).toString('hex')}`;
}

/** Checks a password against its stored hash off the event loop. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  return crypto.timingSafeEqual(await scrypt(password, salt, 32), Buffer.from(hash, 'hex'));
}

/** Magento's rule: at least 8 characters and 3 of the 4 character classes. */
export function assertPasswordStrength(password: string, email?: string): void {
  if (email && password.toLowerCase() === email.toLowerCase()) {
    throw inputError("The password can't be the same as the email address. Create a new password and try again.");
  }
  if (password.length < 8) {
    throw inputError('The password needs at least 8 characters. Create a new password and try again.');
  }
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((r) => r.test(password)).length;
  if (classes < 3) {
    throw inputError(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'
    );
  }
}
