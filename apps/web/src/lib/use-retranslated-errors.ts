import type { ReactNode } from 'react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { translator } from './translator';

interface CheckedForm {
  errors: Record<string, ReactNode>;
  validateField(path: string): unknown;
  setFieldError(path: string, error: ReactNode): void;
}

const language = () => translator.language;

/**
 * A form's error messages follow a language switch: each field showing an error is checked again,
 * so its message comes back in the new language. A message the checks do not produce (a server's
 * answer) stays as it is; give those as translated elements (`<TranslatedText>`) to have them follow.
 */
export function useRetranslatedErrors(form: CheckedForm): void {
  const current = useSyncExternalStore(translator.subscribe, language, language);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    for (const [field, error] of Object.entries(form.errors)) {
      if (typeof error !== 'string') continue;
      const result = form.validateField(field) as { hasError?: boolean } | undefined;
      if (!result?.hasError) form.setFieldError(field, error);
    }
  }, [current, form]);
}
