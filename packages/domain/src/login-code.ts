/**
 * The two-step login's code length. Kept apart from accounts.ts so the login screen, the first
 * one a visitor loads, does not pull the schema library in with it.
 */
export const LOGIN_CODE_LENGTH = 4;

/**
 * The code of a sign-in by telephone (docs/product.md#sign-in-by-telephone): there the code is
 * the only factor, so 6 digits, as NIST SP 800-63B asks.
 */
export const PHONE_LOGIN_CODE_LENGTH = 6;
