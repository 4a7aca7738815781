import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

type PasswordFieldProps = ComponentProps<typeof PasswordInput> & {
  /** The name of the show-password button for screen readers. */
  showLabel: string;
};

/** A required password box whose show-password button can be reached with the keyboard. */
export function PasswordField({ showLabel, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      size="md"
      required
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': showLabel }}
      {...props}
    />
  );
}
