import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';

export interface EnhancePayload {
  inputProps: GetInputPropsReturnType;
  field: string;
  // biome-ignore lint/suspicious/noExplicitAny: Mantine passes the form of whichever values it was made for
  form: UseFormReturnType<any, any>;
}

/**
 * Whether a field loses the focus to its form's submit button: checking it then would show an
 * error that pushes the button down between the press and the release, so the click would miss
 * it. The submit checks every field anyway.
 */
export function leavingForSubmit(event: unknown): boolean {
  const next = (event as { relatedTarget?: unknown } | null)?.relatedTarget;
  return next instanceof HTMLElement && next.matches('button[type="submit"], input[type="submit"]');
}

/**
 * For `useForm({ enhanceGetInputProps })`: a field is checked when it loses the focus, except to the
 * submit button (see `leavingForSubmit`). Use instead of `validateInputOnBlur`.
 */
export function validateOnBlur({ field, form }: EnhancePayload) {
  return {
    onBlur: (event: unknown) => {
      if (!leavingForSubmit(event)) form.validateField(field);
    },
  };
}
