import type { ProblemFieldError } from '@app/shared/errors/codes';
import type { FormErrors } from '@mantine/form';
import { useCallback } from 'react';
import type { z } from 'zod';
import { schemaIssues } from '../../../lib/schema-issues';
import { type PlainTextKey, useTranslation } from '../../../lib/use-translation';

const MESSAGES: Record<string, PlainTextKey<'adminSettings'>> = {
  required: 'validation.required',
  too_long: 'validation.tooLong',
  invalid_email: 'validation.invalidEmail',
  invalid_phone: 'validation.invalidPhone',
  invalid_host: 'validation.invalidHost',
  invalid_port: 'validation.invalidPort',
  invalid_tax_rate: 'validation.invalidTaxRate',
  invalid_timezone: 'validation.invalidTimezone',
  invalid_choice: 'validation.invalidChoice',
};

/**
 * Checks a settings group with the server's own schema, field by field, in the reader's language;
 * the server's refusals are named the same way.
 */
export function useSettingsChecks() {
  const { t } = useTranslation('adminSettings');

  const message = useCallback(
    (code: string, serverMessage?: string) => {
      const key = MESSAGES[code];
      return key ? t(key) : serverMessage || t('validation.invalidValue');
    },
    [t],
  );

  const check = useCallback(
    (schema: z.ZodType, values: unknown): FormErrors => {
      const result = schema.safeParse(values);
      if (result.success) return {};
      return Object.fromEntries(schemaIssues(result.error).map((i) => [i.field, message(i.code)]));
    },
    [message],
  );

  const fromServer = useCallback(
    (errors: ProblemFieldError[]): FormErrors =>
      Object.fromEntries(errors.map((e) => [e.field, message(e.code, e.message)])),
    [message],
  );

  return { check, fromServer };
}
