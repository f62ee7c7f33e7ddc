import { MSG } from './messages.ts';

/**
 * E-mail addresses, written once for every address field (users, suppliers, their executives,
 * the public registration) and for every lookup (login, recovery, uniqueness). zod-free, so the
 * supplier list's small bundle can use it.
 *
 * An address is accepted only as plain ASCII `local@domain.tld`:
 * - `ej2@example.com>x` or `x@y.co>,evil<z` (header syntax smuggled into one field) fail the form;
 * - zero-width, bidirectional and control characters are refused on their own (a zero-width
 *   variant of an existing address once became a second account whose mail went to the first);
 * - letters of other alphabets are refused (a Cyrillic е in gеrente@demo.test looks exactly like
 *   the Latin e): internationalised domains are written in their xn-- form.
 * Look-alikes of an existing address that use only ASCII (0 for o, 1 for l, rn for m) are caught
 * by comparing `emailSkeleton`s against the stored addresses (see the server's address checks).
 */

/** Bidirectional controls, zero-width and other invisible characters, C0/C1 controls. */
export const INVISIBLE_OR_CONTROL = new RegExp(
  '[\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u115f\\u1160\\u180e' +
    '\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\ufeff\\ufff9-\\ufffb]',
  'g',
);

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$|^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+xn--[a-z0-9-]{1,59}$/;

export type EmailProblem = 'invisible' | 'foreign-letters' | 'form';

export type EmailCheck = { ok: true; address: string } | { ok: false; problem: EmailProblem; message: string };

export const EMAIL_MESSAGES: Record<EmailProblem, string> = {
  invisible: MSG.emailInvisibleCharacters,
  'foreign-letters': MSG.emailForeignLetters,
  form: MSG.invalidUserEmail,
};

/** The same problems in the care area's language (docs/product.md#care-users). */
export const CARE_EMAIL_MESSAGES: Record<EmailProblem, string> = {
  invisible: MSG.careEmailInvisibleCharacters,
  'foreign-letters': MSG.careEmailForeignLetters,
  form: MSG.careInvalidUserEmail,
};

/** Trimmed, NFC, the domain in lower case (the local part is the owner's, kept as typed). */
export function normalizeEmail(raw: string): string {
  const value = raw.trim().normalize('NFC');
  const at = value.lastIndexOf('@');
  return at < 0 ? value : value.slice(0, at) + value.slice(at).toLowerCase();
}

/** The form uniqueness is decided on: the normalised address in lower case. */
export function emailKey(raw: string): string {
  return normalizeEmail(raw).toLowerCase();
}

/** Checks one address and gives it back normalised, or the reason with its message. */
export function checkEmail(raw: string, messages: Record<EmailProblem, string> = EMAIL_MESSAGES): EmailCheck {
  const address = normalizeEmail(raw);
  const fail = (problem: EmailProblem): EmailCheck => ({ ok: false, problem, message: messages[problem] });
  if (new RegExp(INVISIBLE_OR_CONTROL.source).test(address)) return fail('invisible');

  if (/[^\u0000-\u007f]/.test(address) && /\p{L}/u.test(address.replace(/[A-Za-z]/g, ''))) return fail('foreign-letters');
  if (address.length > 254) return fail('form');
  const at = address.lastIndexOf('@');
  if (at <= 0) return fail('form');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local) || !DOMAIN.test(domain)) return fail('form');
  return { ok: true, address };
}

export function isValidEmail(raw: string): boolean {
  return checkEmail(raw).ok;
}

const SHAPE = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

/**
 * The looser "looks like an address" of the supplier forms' live check (something@something.
 * something, so that a half-typed address gets the live message and a nearly right one the
 * submit check's), still without invisible characters, other alphabets or header syntax.
 */
export function hasEmailShape(raw: string): boolean {
  const checked = checkEmail(raw);
  if (checked.ok) return true;
  return checked.problem === 'form' && SHAPE.test(normalizeEmail(raw));
}

/**
 * What an address looks like to a reader: lower case, with the ASCII look-alikes folded
 * (0→o, 1/i/|→l, rn→m, vv→w, cl→d, and separators dropped from the local part, which mail
 * programs show as they are). Two different addresses with one skeleton are look-alikes.
 * The server computes the same fold in SQL (EMAIL_SKELETON_SQL) to compare with stored ones.
 */
export function emailSkeleton(raw: string): string {
  return emailKey(raw)
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/cl/g, 'd')
    .replace(/[0]/g, 'o')
    .replace(/[1i|]/g, 'l')
    .replace(/[._-]/g, '');
}
