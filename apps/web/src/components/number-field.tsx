import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A number input of an admin form. `min` and `max` only bound the arrow keys: what is typed stays
 * as typed (never clamped on blur), and the form's validation says what is wrong with it.
 */
export function NumberField(props: NumberInputProps) {
  return <NumberInput clampBehavior="none" {...props} />;
}
