import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * An email address box: typed left to right, the email keyboard, no capitals or spelling fixes,
 * filled in by the browser. Required unless told otherwise.
 */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  return (
    <TextInput
      type="email"
      dir="ltr"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      size="md"
      required
      {...props}
    />
  );
}
