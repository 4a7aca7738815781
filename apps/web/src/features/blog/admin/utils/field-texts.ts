import type { Language } from '@app/shared/i18n/languages';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import { MAX_IMAGE_BYTES } from '../../../../components/admin/upload-image';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import type { FullTextKey } from '../../../../lib/translator';
import type { OwnErrorMessage } from '../../../../lib/use-error-message';
import type { FieldTexts } from '../../../../lib/use-field-message';

const GENERAL: Record<string, FullTextKey> = {
  required: 'adminBlog:validation.required',
  too_long: 'adminBlog:validation.tooLong',
  too_short: 'adminBlog:validation.tooShort',
  too_many: 'adminBlog:validation.tooMany',
  invalid_url: 'adminBlog:validation.invalidImage',
  invalid_date: 'adminBlog:validation.invalidDate',
  invalid_choice: 'adminBlog:validation.invalidValue',
  invalid_value: 'adminBlog:validation.invalidValue',
  slug_taken: 'adminBlog:validation.slugTaken',
};

const TRANSLATION_FIELD = new RegExp(`^translations\\.(${LANGUAGE_PATTERN})\\.(\\w+)(?:\\.\\d+)?$`);
const TAG_NAME_FIELD = new RegExp(`^names\\.(${LANGUAGE_PATTERN})$`);

/** The key of a message that names the field and says what to do, when there is one. */
function specificKey(field: string, code: string, originalLang: Language): FullTextKey | undefined {
  const localized = TRANSLATION_FIELD.exec(field);
  if (localized) {
    const [, lang, name] = localized;
    if (name === 'title' && code === 'required')
      return lang === originalLang
        ? 'adminBlog:validation.titleRequired'
        : 'adminBlog:validation.translationTitleRequired';
    if (name === 'content' && code === 'required') return 'adminBlog:validation.contentRequired';
    if (name === 'seoTitle' && code === 'too_long') return 'adminBlog:validation.seoTitleTooLong';
    if (name === 'seoDescription' && code === 'too_long') return 'adminBlog:validation.seoDescriptionTooLong';
    if (name === 'seoKeywords' && code === 'too_many') return 'adminBlog:validation.keywordsTooMany';
    if (name === 'seoKeywords' && code === 'too_long') return 'adminBlog:validation.keywordTooLong';
    return undefined;
  }
  if (field === 'slug' && code === 'invalid_value') return 'adminBlog:validation.slugInvalid';
  if (field === 'slug' && code === 'slug_taken') return 'adminBlog:validation.slugTaken';
  if (field === 'publishAt') return 'adminBlog:validation.publishAtInvalid';
  if (field === 'featuredImage') return 'adminBlog:validation.invalidImage';
  if (field === 'categoryId') return 'adminBlog:validation.categoryInvalid';
  if (field === 'tags' && code === 'too_many') return 'adminBlog:validation.tagsTooMany';
  if (/^tags\.\d+$/.test(field) && code === 'too_long') return 'adminBlog:validation.tagTooLong';
  if (TAG_NAME_FIELD.test(field) && code === 'too_long') return 'adminBlog:validation.tagNameTooLong';
  return undefined;
}

const byLanguage = new Map<Language, FieldTexts>();

/** The blog editors' words for field issues; a post's title is asked for in the language it is written in. */
export function blogFieldTexts(originalLang: Language = 'en'): FieldTexts {
  let texts = byLanguage.get(originalLang);
  if (!texts) {
    texts = { keyOf: (code, field) => specificKey(field, code, originalLang) ?? GENERAL[code] };
    byLanguage.set(originalLang, texts);
  }
  return texts;
}

/** Image uploads say the limit or the accepted types; a refusal says who may do it. */
export const blogErrorTexts: OwnErrorMessage = (error, t) => {
  if (error.code === 'image_too_large' || error.code === 'payload_too_large')
    return t('adminBlog:image.tooLarge', {
      size: formatNumber(MAX_IMAGE_BYTES / 1024 / 1024, currentLanguage()),
    });
  if (error.code === 'invalid_image') return t('adminBlog:image.wrongType');
  if (error.status === 403) return t('adminBlog:errors.forbidden');
  return undefined;
};
