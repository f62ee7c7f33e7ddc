import { MSG } from './messages.ts';

/**
 * The mobile number a user signs in with (docs/product.md#sign-in-by-telephone), written once
 * for the user form, the supplier's own data and the server. zod-free, so the login page can
 * use it without the schema library.
 *
 * Written with its country prefix, as a person types it: "+595 981 123-456", "(595) 981 123456".
 * Spaces, dashes, dots, parentheses and one leading + are dropped; what is left must be digits
 * only, 4 to 15 of them (at least 4 as the product asks, at most the 15 of E.164). The digits are
 * what is stored, what is unique among active users and where the code is sent.
 */
export const LOGIN_TELEPHONE_MIN_DIGITS = 4;
export const LOGIN_TELEPHONE_MAX_DIGITS = 15;

export type TelephoneCheck = { ok: true; telephone: string } | { ok: false; message: string };

/** The rule's messages in each area's language: Spanish in procurement, Portuguese in the care area. */
export const TELEPHONE_TEXTS = {
  es: { invalid: MSG.loginTelephoneInvalid, short: MSG.loginTelephoneShort, long: MSG.loginTelephoneLong },
  pt: { invalid: MSG.careLoginTelephoneInvalid, short: MSG.careLoginTelephoneShort, long: MSG.careLoginTelephoneLong },
} as const;
export type TelephoneTexts = (typeof TELEPHONE_TEXTS)[keyof typeof TELEPHONE_TEXTS];

/** The digits of a typed number (separators and a leading + dropped), or null when anything else is left. */
export function telephoneDigits(raw: string): string | null {
  const digits = raw.trim().replace(/^\+/, '').replace(/[\s().-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

export function checkTelephone(raw: string, texts: TelephoneTexts = TELEPHONE_TEXTS.es): TelephoneCheck {
  const digits = telephoneDigits(raw);
  if (digits === null) return { ok: false, message: texts.invalid };
  if (digits.length < LOGIN_TELEPHONE_MIN_DIGITS) return { ok: false, message: texts.short };
  if (digits.length > LOGIN_TELEPHONE_MAX_DIGITS) return { ok: false, message: texts.long };
  return { ok: true, telephone: digits };
}
