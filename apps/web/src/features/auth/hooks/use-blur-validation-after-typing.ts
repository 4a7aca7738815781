import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import { useCallback, useRef } from 'react';

interface EnhancePayload {
  inputProps: GetInputPropsReturnType;
  field: string;
  // biome-ignore lint/suspicious/noExplicitAny: Mantine passes the form of whichever values it was made for
  form: UseFormReturnType<any, any>;
}

/**
 * For `useForm({ enhanceGetInputProps })`: a field is checked when it loses focus, but only once
 * something was typed in it. Tabbing or tapping past an empty field shows no error, so an error
 * appearing under it cannot push "Sign up" or "Forgot password?" away mid-tap.
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
      onBlur: () => {
        if (typed.current.has(field)) form.validateField(field);
      },
    };
  }, []);
}
