import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/**
 * The web address (slug) of a catalogue item: Latin, left to right, never spell-checked or
 * capitalized; empty makes it from the English name. Give `description` where the rule differs.
 */
export function SlugField(props: TextInputProps) {
  const { t } = useTranslation('adminHotels');
  return (
    <TextInput
      label={t('fields.slug')}
      description={t('fields.slugHint')}
      dir="ltr"
      spellCheck={false}
      autoCapitalize="off"
      {...props}
    />
  );
}
