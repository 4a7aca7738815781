/** A phone number as travellers type it: digits with spaces, dashes and brackets, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;
