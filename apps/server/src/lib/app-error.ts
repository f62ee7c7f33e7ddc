import { MSG } from '@abasto/domain/messages';

/**
 * The one error type of the API: an HTTP status, a stable code and a message for the person
 * using the screen. The error handler turns it into `{ error, message, statusCode, code }`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: unknown;
  /** For a 429: seconds until the caller may try again (sent as Retry-After). */
  retryAfterSeconds?: number;

  constructor(statusCode: number, code: string, message: string, details?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError(400, 'BAD_REQUEST', message, details);
  }

  static unauthorized() {
    return new AppError(401, 'UNAUTHORIZED', MSG.unauthorized);
  }

  static forbidden(message: string = MSG.forbidden) {
    return new AppError(403, 'FORBIDDEN', message);
  }

  static notFound(message: string = MSG.notFound) {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static conflict(message: string) {
    return new AppError(409, 'CONFLICT', message);
  }

  static tooManyRequests(message: string = MSG.tooManyRequests, retryAfterSeconds?: number) {
    const err = new AppError(429, 'TOO_MANY_REQUESTS', message);
    if (retryAfterSeconds !== undefined) err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return err;
  }
}
