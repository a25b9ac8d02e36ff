import { ERRORS, type ErrorName } from '@woohoo/shared/error-codes';
import { errorMessage } from '@woohoo/shared/server-messages/catalogue';

/**
 * A coded error from the shared catalogue. Services throw it; the error handler turns it into
 * the envelope with the catalogue's HTTP status and the message in the caller's language.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    readonly errorName: ErrorName,
    detail?: string,
  ) {
    super(detail ?? errorMessage(errorName, 'en_US'));
    this.name = 'AppError';
    this.code = ERRORS[errorName].code;
    this.status = ERRORS[errorName].status;
  }
}
