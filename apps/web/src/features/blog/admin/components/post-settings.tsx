import { POST_STATUSES, type PostStatus } from '@app/shared/blog/schemas';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import {
  Alert,
  Button,
  Input,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarClock, IconCategory, IconTags } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { browserTimeZone, useAgencyTimeZone } from '../../../../lib/agency-time';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { useBlogCategories, useTagSuggestions } from '../api/blog-admin-api';
import { BLOG_SLUG_MAX } from '../utils/blog-slug';
import type { PostFormValues } from '../utils/post-form';
import { differsFromSite, siteWallClockToInstant } from '../utils/site-time';
import { CategoryManagerModal } from './category-manager-modal';
import { TagManagerModal } from './tag-manager-modal';

type Form = UseFormReturnType<PostFormValues>;

/** When a published post with this publish time goes public: null when it already is (or no time). */
export function scheduledInstant(
  values: Pick<PostFormValues, 'status' | 'publishAt'>,
  siteZone: string,
  now = new Date(),
) {
  if (values.status !== 'published') return null;
  const at = siteWallClockToInstant(values.publishAt, siteZone);
  return at && at.getTime() > now.getTime() ? at : null;
}

/** Status, publish time, featured and comments. */
export function PublishFields({ form, address }: { form: Form; address: ReactNode }) {
  const { t } = useTranslation('adminBlog');
  const lang = currentLanguage();
  const statusLabelId = useId();
  const values = form.getValues();
  const siteZone = useAgencyTimeZone();
  const scheduled = scheduledInstant(values, siteZone);
  const at = siteWallClockToInstant(values.publishAt, siteZone);
  const zone = browserTimeZone();
  const elsewhere = at !== null && differsFromSite(zone, siteZone, at);

  return (
    <Stack gap="md">
      <Input.Wrapper label={t('fields.status')} labelElement="div" id={statusLabelId}>
        <SegmentedControl
          fullWidth
          mt={4}
          aria-labelledby={statusLabelId}
          data={POST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={values.status}
          onChange={(next) => form.setFieldValue('status', next as PostStatus)}
        />
      </Input.Wrapper>
      <TextInput
        type="datetime-local"
        label={t('fields.publishAt')}
        description={t('fields.publishAtHint')}
        leftSection={<IconCalendarClock size={18} aria-hidden="true" />}
        {...form.getInputProps('publishAt')}
      />
      {scheduled ? (
        <Alert variant="light" color="sea" icon={<IconCalendarClock aria-hidden="true" />} p="sm">
          {t('fields.scheduledFor', { time: formatDateTime(scheduled, lang, siteZone) })}
        </Alert>
      ) : null}
      {elsewhere && at ? (
        <Text size="sm" c="dimmed">
          {t('fields.inYourZone', { time: formatDateTime(at, lang, zone), zone })}
        </Text>
      ) : null}
      {address}
      <Switch
        label={t('fields.featured')}
        description={t('fields.featuredHint')}
        {...form.getInputProps('featured', { type: 'checkbox' })}
      />
      <Switch
        label={t('fields.allowComments')}
        {...form.getInputProps('allowComments', { type: 'checkbox' })}
      />
    </Stack>
  );
}

/** The language it is written in, category and tags. */
export function OrganiseFields({ form }: { form: Form }) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const lang = currentLanguage();
  const categories = useBlogCategories();
  const [managing, setManaging] = useState(false);
  const [managingTags, setManagingTags] = useState(false);
  const [tagSearch, setTagSearch] = useState('');
  const [tagQuery] = useDebouncedValue(tagSearch.trim(), 250);
  const tags = useTagSuggestions(tagQuery);
  const values = form.getValues();

  const options = (categories.data ?? []).map((c) => ({
    value: c._id,
    label: pickLocalized(c.name, lang).text,
  }));
  if (values.categoryId && !options.some((o) => o.value === values.categoryId))
    options.unshift({ value: values.categoryId, label: t('fields.categoryUnknown') });

  const suggestions = [...new Set((tags.data ?? []).map((tag) => tag.name))];

  return (
    <Stack gap="md">
      <Select
        label={t('fields.originalLang')}
        description={t('fields.originalLangHint')}
        allowDeselect={false}
        data={LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
        {...form.getInputProps('originalLang')}
        onChange={(next) => {
          if (next) form.setFieldValue('originalLang', next as Language);
        }}
      />
      <Stack gap={4}>
        <Select
          label={t('fields.category')}
          placeholder={categories.isError ? t('categories.loadFailed') : t('fields.categoryNone')}
          data={options}
          searchable
          nothingFoundMessage={t('fields.categoryNoMatch')}
          {...form.getInputProps('categoryId')}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconCategory size={16} aria-hidden="true" />}
          onClick={() => setManaging(true)}
        >
          {t('categories.manage')}
        </Button>
      </Stack>
      <Stack gap={4}>
        <TagsInput
          label={t('fields.tags')}
          description={t('fields.tagsHint')}
          data={suggestions}
          maxTags={15}
          splitChars={[',']}
          acceptValueOnBlur
          searchValue={tagSearch}
          onSearchChange={setTagSearch}
          {...form.getInputProps('tags')}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconTags size={16} aria-hidden="true" />}
          onClick={() => setManagingTags(true)}
        >
          {t('tags.manage')}
        </Button>
      </Stack>
      <CategoryManagerModal opened={managing} onClose={() => setManaging(false)} />
      <TagManagerModal opened={managingTags} onClose={() => setManagingTags(false)} />
    </Stack>
  );
}

interface SlugFieldProps {
  form: Form;
  /** True while the address follows the title. */
  following: boolean;
  onEdit: (value: string) => void;
  onTidy: () => void;
}

/** The post's address: follows the title until edited; the server keeps addresses unique. */
export function SlugField({ form, following, onEdit, onTidy }: SlugFieldProps) {
  const { t } = useTranslation('adminBlog');
  const props = form.getInputProps('slug');
  return (
    <TextInput
      label={t('fields.slug')}
      description={following ? t('fields.slugFollowing') : t('fields.slugHint')}
      leftSection={
        <Text size="xs" c="dimmed" dir="ltr" aria-hidden="true">
          /
        </Text>
      }
      dir="ltr"
      maxLength={BLOG_SLUG_MAX}
      value={props.value as string}
      error={props.error}
      onChange={(event) => onEdit(event.currentTarget.value)}
      onBlur={onTidy}
      spellCheck={false}
      autoCapitalize="off"
    />
  );
}
