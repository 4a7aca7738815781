import { isFieldCode } from '@app/shared/errors/codes';
import { useCallback } from 'react';
import type { FullTextKey, TableTextReader } from './translator';
import { useTranslation } from './use-translation';

/**
 * A screen's words for field issues: the key (`ns:path`) of a text that names the field and says
 * what to do, or of the screen's own general text for a code; `undefined` leaves the catalogue's
 * text for the code. Keep one table per screen at module level (or memoised) so it stays the same.
 */
export interface FieldTexts {
  keyOf(code: string, field: string): FullTextKey | undefined;
  /** Values for the texts' `{{placeholders}}` (limits, in the reader's number format). */
  values?(): Record<string, string | number>;
}

export interface FieldMessage {
  (code: string, field?: string, serverMessage?: string): string;
  (code: string | null, field?: string, serverMessage?: string): string | null;
}

/**
 * A field issue code (from a shared schema or a server answer) in the reader's language: the
 * screen's text for it, else the catalogue's text for the code, else the server's words for a code
 * the app does not know, else "This value is not valid". No code, no message.
 */
export function useFieldMessage(texts: FieldTexts): FieldMessage {
  const { t } = useTranslation('problems');
  return useCallback(
    (code: string | null, field = '', serverMessage?: string) => {
      if (code === null) return null;
      const key = texts.keyOf(code, field);
      if (key) return (t as TableTextReader)(key, texts.values?.());
      if (isFieldCode(code)) return t(`problems:fields.${code}`);
      return serverMessage || t('problems:fields.invalid_value');
    },
    [t, texts],
  ) as FieldMessage;
}
