import { ApiError } from './api-client';

/** The server answered 404: what was asked for does not exist (retrying will not help). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
