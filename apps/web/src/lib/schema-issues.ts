import { FIELD_CODES } from '@app/shared/errors/codes';
import type { z } from 'zod';

export interface FieldIssue {
  /** Dotted path as the server reports it, e.g. `name.en`, `contact.email`, `images.2`. */
  field: string;
  /** A shared field code (`required`, `too_long`, ...) or `invalid_value`. */
  code: string;
}

const fieldCodes = new Set<string>(FIELD_CODES);

/** The issues of a failed shared-schema parse, one per field, in the schema's order. */
export function schemaIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const code = fieldCodes.has(issue.message)
      ? issue.message
      : issue.code === 'invalid_type'
        ? 'required'
        : issue.code === 'too_big'
          ? 'too_long'
          : 'invalid_value';
    issues.push({ field, code });
  }
  return issues;
}
