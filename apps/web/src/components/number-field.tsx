import { NumberInput, type NumberInputProps } from '@mantine/core';
import { numberInputSeparators } from '../lib/number-separators';
import { useTranslation } from '../lib/use-translation';

/**
 * A number input of an admin form. `min` and `max` only bound the arrow keys: what is typed stays
 * as typed (never clamped on blur), and the form's validation says what is wrong with it. Decimals
 * are typed and shown with the reader's separator ("1050,50" in French, "1050.50" in English); the
 * form always gets a plain number.
 */
export function NumberField(props: NumberInputProps) {
  const { i18n } = useTranslation();
  return (
    <NumberInput
      clampBehavior="none"
      {...props}
      {...numberInputSeparators(i18n.language, props.thousandSeparator)}
    />
  );
}
