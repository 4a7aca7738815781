import { NumberInput, type NumberInputProps } from '@mantine/core';
import { numberInputSeparators } from '../../../../lib/number-separators';
import { useTranslation } from '../../../../lib/use-translation';
import type { NumberText } from '../utils/field-rules';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'clampBehavior'> & {
  value: NumberText;
  onChange: (value: NumberText) => void;
};

/**
 * A number input that keeps what is typed: "1234.", "0." and "-" stay as text until they are a
 * number, and out-of-range values are never clamped (the form says what is wrong instead).
 * The reader's language sets the decimal sign (a comma in Turkish, French and Spanish); the value
 * is always a plain number or its text.
 */
export function NumberField({ value, onChange, ...props }: Props) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={onChange}
      clampBehavior="none"
      // A number reads left to right in every language ("-10", not "10-"), aligned with the form.
      dir="ltr"
      styles={{ input: { textAlign: rtl ? 'right' : 'left' } }}
      {...numberInputSeparators(i18n.language, props.thousandSeparator)}
    />
  );
}
