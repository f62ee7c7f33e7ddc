import { MSG } from '@abasto/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

/** The unique index that keeps a login telephone to one active user (docs/product.md#sign-in-by-telephone). */
export const TELEPHONE_INDEX = 'users_telephone_active_key';

/** A login telephone another active user has: 409 on the field, as a taken e-mail is answered. */
export const telephoneTaken = (message: string = MSG.loginTelephoneTaken) =>
  new AppError(409, 'CONFLICT', message, [{ path: 'telephone', message }]);

/**
 * Runs a write that may give a user a login telephone; the database's index decides between two
 * saves at the same moment, and its refusal becomes the field's 409.
 */
export async function withTelephoneUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, TELEPHONE_INDEX)) throw telephoneTaken();
    throw err;
  }
}
