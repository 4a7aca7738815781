import { useCallback } from 'react';
import { MAX_IMAGE_BYTES } from '../../../../components/admin/upload-image';
import { ApiError } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

const GENERAL: Record<string, string> = {
  required: 'validation.required',
  too_long: 'validation.tooLong',
  too_short: 'validation.tooShort',
  too_many: 'validation.tooMany',
  invalid_url: 'validation.invalidImage',
  invalid_date: 'validation.invalidDate',
  invalid_choice: 'validation.invalidValue',
  invalid_value: 'validation.invalidValue',
  slug_taken: 'validation.slugTaken',
};

/** The key of a message that names the field and says what to do, when there is one. */
function specificKey(field: string, code: string, originalLang: string): string | undefined {
  const localized = /^translations\.(en|tr|ar)\.(\w+)(?:\.\d+)?$/.exec(field);
  if (localized) {
    const [, lang, name] = localized;
    if (name === 'title' && code === 'required')
      return lang === originalLang ? 'validation.titleRequired' : 'validation.translationTitleRequired';
    if (name === 'content' && code === 'required') return 'validation.contentRequired';
    if (name === 'seoTitle' && code === 'too_long') return 'validation.seoTitleTooLong';
    if (name === 'seoDescription' && code === 'too_long') return 'validation.seoDescriptionTooLong';
    if (name === 'seoKeywords' && code === 'too_many') return 'validation.keywordsTooMany';
    if (name === 'seoKeywords' && code === 'too_long') return 'validation.keywordTooLong';
    return undefined;
  }
  if (field === 'slug' && code === 'invalid_value') return 'validation.slugInvalid';
  if (field === 'slug' && code === 'slug_taken') return 'validation.slugTaken';
  if (field === 'publishAt') return 'validation.publishAtInvalid';
  if (field === 'featuredImage') return 'validation.invalidImage';
  if (field === 'categoryId') return 'validation.categoryInvalid';
  if (field === 'tags' && code === 'too_many') return 'validation.tagsTooMany';
  if (/^tags\.\d+$/.test(field) && code === 'too_long') return 'validation.tagTooLong';
  if (/^names\.(en|tr|ar)$/.test(field) && code === 'too_long') return 'validation.tagNameTooLong';
  return undefined;
}

/** A field issue (from the shared schema or the server) in the reader's language. */
export function usePostFieldMessage(originalLang: string) {
  const { t } = useTranslation('adminBlog');
  return useCallback(
    (field: string, code: string, serverMessage?: string): string => {
      const key = specificKey(field, code, originalLang) ?? GENERAL[code];
      if (key) return t(key);
      return serverMessage || t('validation.invalidValue');
    },
    [t, originalLang],
  );
}

/** A failed call in the reader's language: the server's own words, or a translated fallback. */
export function useBlogErrorMessage() {
  const { t } = useTranslation('adminBlog');
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiError)) return fallback;
      if (error.status === 0) return error.code === 'timeout' ? t('errors.timeout') : t('errors.network');
      if (error.code === 'image_too_large' || error.code === 'payload_too_large')
        return t('image.tooLarge', { size: formatNumber(MAX_IMAGE_BYTES / 1024 / 1024, currentLanguage()) });
      if (error.code === 'invalid_image') return t('image.wrongType');
      if (error.status === 403) return t('errors.forbidden');
      if (error.status >= 500 || !error.message) return fallback;
      return error.message;
    },
    [t],
  );
}
