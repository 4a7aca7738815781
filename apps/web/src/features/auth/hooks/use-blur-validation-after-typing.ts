import { useCallback, useRef } from 'react';
import { type EnhancePayload, leavingForSubmit } from '../../../lib/blur-validation';

/**
 * For `useForm({ enhanceGetInputProps })`: a field is checked when it loses focus, but only once
 * something was typed in it, and not when the focus goes to the submit button (which checks every
 * field). Tabbing or tapping past an empty field shows no error, so an error appearing under it
 * cannot push "Sign up" or "Forgot password?" away mid-tap.
 */
export function useBlurValidationAfterTyping() {
  const typed = useRef(new Set<string>());
  return useCallback(({ inputProps, field, form }: EnhancePayload) => {
    const onChange = inputProps.onChange as (event: unknown) => void;
    return {
      onChange: (event: unknown) => {
        typed.current.add(field);
        onChange(event);
      },
      onBlur: (event: unknown) => {
        if (typed.current.has(field) && !leavingForSubmit(event)) form.validateField(field);
      },
    };
  }, []);
}
