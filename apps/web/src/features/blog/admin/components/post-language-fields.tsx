import { directionOf, type Language } from '@app/shared/i18n/languages';
import { Divider, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatNumber, languageName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { type PostFormValues, plainText } from '../utils/post-form';
import { searchPreview } from '../utils/search-preview';
import { RichTextField } from './rich-text-field';
import { SearchPreviewCard } from './search-preview-card';

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 170;
export const EXCERPT_MAX = 500;
export const TITLE_MAX = 200;

/** Props for an input holding text in `lang`: Arabic reads right to left whatever the page. */
function textProps(lang: Language) {
  const dir = directionOf(lang);
  return { lang, dir, attributes: { input: { dir, lang } } } as const;
}

function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

interface PostLanguageFieldsProps {
  form: UseFormReturnType<PostFormValues>;
  lang: Language;
  /** The address part shown in the search preview. */
  slug: string;
}

/** Title, excerpt, text and search-engine fields of one language. */
export function PostLanguageFields({ form, lang, slug }: PostLanguageFieldsProps) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const uiLang = currentLanguage();
  // Named in the reader's language: "Title (Arabic)", "Başlık (Arapça)".
  const language = languageName(lang, uiLang);
  const path = `translations.${lang}` as const;
  const values = form.getValues().translations[lang];
  const own = form.getValues().originalLang === lang;
  const count = (n: number, max: number) => (
    <Text span inherit c={n > max ? 'var(--mantine-color-error)' : undefined} fw={n > max ? 600 : undefined}>
      {t('fields.counter', { n: formatNumber(n, uiLang), max: formatNumber(max, uiLang) })}
    </Text>
  );
  const preview = searchPreview({
    origin: siteOrigin(),
    slug: slug || '…',
    title: values.title,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    excerpt: values.excerpt,
    text: plainText(values.content),
  });

  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.title', { language })}
        description={own ? t('fields.titleHintOwn') : t('fields.titleHint')}
        withAsterisk={own}
        size="md"
        maxLength={TITLE_MAX}
        {...textProps(lang)}
        {...form.getInputProps(`${path}.title`)}
      />
      <Textarea
        label={t('fields.excerpt', { language })}
        description={t('fields.excerptHint')}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={EXCERPT_MAX}
        {...textProps(lang)}
        {...form.getInputProps(`${path}.excerpt`)}
      />
      <RichTextField
        lang={lang}
        label={t('fields.content', { language })}
        description={own ? t('fields.contentHintOwn') : undefined}
        value={values.content}
        onChange={(html) => form.setFieldValue(`${path}.content`, html)}
        error={form.errors[`${path}.content`]}
      />
      <Divider my="xs" />
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('seo.title', { language })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('seo.lead')}
        </Text>
      </Stack>
      <TextInput
        label={t('seo.seoTitle', { language })}
        description={count(values.seoTitle.length, SEO_TITLE_MAX)}
        placeholder={values.title}
        {...textProps(lang)}
        {...form.getInputProps(`${path}.seoTitle`)}
      />
      <Textarea
        label={t('seo.seoDescription', { language })}
        description={count(values.seoDescription.length, SEO_DESCRIPTION_MAX)}
        placeholder={values.excerpt}
        autosize
        minRows={2}
        maxRows={4}
        {...textProps(lang)}
        {...form.getInputProps(`${path}.seoDescription`)}
      />
      <TagsInput
        label={t('seo.keywords', { language })}
        description={t('seo.keywordsHint')}
        maxTags={20}
        splitChars={[',']}
        acceptValueOnBlur
        {...textProps(lang)}
        {...form.getInputProps(`${path}.seoKeywords`)}
      />
      <SearchPreviewCard preview={preview} lang={lang} />
    </Stack>
  );
}
