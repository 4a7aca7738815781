import type { ErrorCode, ProblemFieldError } from '@app/shared/errors/codes';

/** An error meant for the client: becomes a problem+json answer with this status and code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly options: {
      detail?: string;
      errors?: Omit<ProblemFieldError, 'message'>[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const unauthorized = (code: ErrorCode = 'unauthorized') => new AppError(401, code);
export const forbidden = () => new AppError(403, 'forbidden');
