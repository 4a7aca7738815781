import type { Language } from '@app/shared/i18n/languages';
import { Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { languageInputProps } from './language-tabs';

interface Props {
  /** The language tab these fields are in (its direction and `lang` go on the inputs). */
  language: Language;
  /** The form's `getInputProps`, for `name.<language>` and `description.<language>`. */
  getInputProps: (path: string) => GetInputPropsReturnType;
  nameLabel: string;
  descriptionLabel: string;
  /** Whether the English description is required too (the English name always is). */
  descriptionRequired?: boolean;
  /** The description box grows from `rows[0]` to `rows[1]` lines. */
  rows?: readonly [number, number];
  nameMaxLength?: number;
  descriptionMaxLength?: number;
  /** The English name takes the focus when the editor opens (a modal). */
  autoFocus?: boolean;
}

/** A catalogue item's name and description in one language, inside `LanguageTabs`. */
export function NameDescriptionFields({
  language: l,
  getInputProps,
  nameLabel,
  descriptionLabel,
  descriptionRequired = false,
  rows = [3, 8],
  nameMaxLength,
  descriptionMaxLength,
  autoFocus = false,
}: Props) {
  return (
    <>
      <TextInput
        label={nameLabel}
        withAsterisk={l === 'en'}
        maxLength={nameMaxLength}
        data-autofocus={autoFocus && l === 'en' ? true : undefined}
        {...languageInputProps(l)}
        {...getInputProps(`name.${l}`)}
      />
      <Textarea
        label={descriptionLabel}
        withAsterisk={descriptionRequired && l === 'en'}
        autosize
        minRows={rows[0]}
        maxRows={rows[1]}
        maxLength={descriptionMaxLength}
        {...languageInputProps(l)}
        {...getInputProps(`description.${l}`)}
      />
    </>
  );
}
