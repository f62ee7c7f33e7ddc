/**
 * The two-step login's code length. Kept apart from accounts.ts so the login screen, the first
 * one a visitor loads, does not pull the schema library in with it.
 */
export const LOGIN_CODE_LENGTH = 4;
