import { type ReactNode, useState } from 'react';
import { useFocusFirstError } from './form-focus';

/**
 * A form's sending: whether it is under way, the failure shown above the form, and the form
 * element whose first field in error takes the focus (`formRef`).
 */
export function useFormSubmission() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, focusFirstError } = useFocusFirstError();

  /** Runs `work`, clearing the last failure first; `failed` hears what it threw. */
  const send = async (work: () => Promise<void>, failed: (caught: unknown) => void) => {
    setError(null);
    setSubmitting(true);
    try {
      await work();
    } catch (caught) {
      failed(caught);
    } finally {
      setSubmitting(false);
    }
  };

  /**
   * A failure's problems with fields are told at the fields (the first takes the focus); anything
   * else above the form.
   */
  const showFailure = (
    form: { setErrors: (errors: Record<string, ReactNode>) => void },
    fields: Record<string, ReactNode>,
    message: () => string,
  ) => {
    form.setErrors(fields);
    if (!focusFirstError(fields)) setError(message());
  };

  return { submitting, error, formRef, focusFirstError, send, showFailure };
}
