import { directionOf, LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import { emptyLocalized } from '@app/shared/i18n/localized-input';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import type { HeroSlideAdminDto } from '@app/shared/settings/schemas';
import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Group,
  Image,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { adminErrorTexts } from '../../../components/admin/admin-field-texts';
import { ImageUploadButton } from '../../../components/admin/image-upload-button';
import { LanguageTabs, languageInputProps } from '../../../components/admin/language-tabs';
import { UnsavedChangesDialog } from '../../../components/admin/unsaved-changes-dialog';
import { useImageUploads } from '../../../components/admin/use-image-uploads';
import { useUnsavedChanges } from '../../../components/admin/use-unsaved-changes';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { StickySaveBar } from '../../../components/sticky-save-bar';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/form-focus';
import { currentLanguage, loadTextsIn } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { HeroSlideshow } from '../../home';
import { useHeroSlidesAdmin, useSaveHeroSlides } from './hero-settings-api';

export const MAX_SLIDES = 10;
const SLIDE_TEXT_FIELD = new RegExp(`^\\d+\\.(?:title|subtitle)\\.(${LANGUAGE_PATTERN})$`);
const IMAGE_URL = /^(https:\/\/|\/uploads\/|\/images\/)\S+$/i;

const blank = (url: string): HeroSlideAdminDto => ({
  url,
  title: emptyLocalized(),
  subtitle: emptyLocalized(),
});

/** `/admin/hero-settings`: the home page slides, edited, ordered and previewed before saving. */
export function AdminHeroView() {
  const { t, i18n } = useTranslation('adminHero');
  const stored = useHeroSlidesAdmin();
  const save = useSaveHeroSlides();
  const errorMessage = useErrorMessage(adminErrorTexts);
  const [slides, setSlides] = useState<HeroSlideAdminDto[] | null>(null);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // The preview speaks the admin's language first; any other is a click away.
  const [previewLang, setPreviewLang] = useState<Language>(currentLanguage);
  const [editLang, setEditLang] = useState<Language>('en');
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  /** The slides' section: its heading takes the focus when the slide the admin was on is removed. */
  const slidesRef = useRef<HTMLDivElement>(null);
  const slidesHeadingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (stored.data && slides === null) setSlides(stored.data);
  }, [stored.data, slides]);
  // The home page's texts in the preview's language (only the reader's own are loaded at first).
  useEffect(() => {
    void loadTextsIn(previewLang, 'public');
  }, [previewLang]);

  const dirty = slides !== null && JSON.stringify(slides) !== JSON.stringify(stored.data ?? []);
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirty);
  const add = (url: string) =>
    setSlides((list) => (list && list.length < MAX_SLIDES ? [...list, blank(url)] : list));
  const uploads = useImageUploads(add);
  const full = (slides?.length ?? 0) >= MAX_SLIDES;

  if (stored.isPending || slides === null)
    return stored.isError ? (
      <Container size="md" py="xl">
        <ErrorState title={t('loadFailed')} onRetry={() => void stored.refetch()} />
      </Container>
    ) : (
      <LoadingState />
    );

  const update = (i: number, slide: HeroSlideAdminDto) =>
    setSlides(slides.map((s, j) => (j === i ? slide : s)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...slides];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + by, 0, item);
    setSlides(next);
  };

  const addLink = () => {
    const url = link.trim();
    if (!IMAGE_URL.test(url)) return setLinkError(t('add.badLink'));
    if (slides.some((s) => s.url === url)) return setLinkError(t('add.duplicate'));
    setLinkError(null);
    setLink('');
    add(url);
  };

  const submit = () =>
    save.mutate(slides, {
      onSuccess: (saved) => {
        setSlides(saved.heroSlideshow);
        setFieldErrors({});
        // Both buttons are disabled now: focus waits on the save state.
        statusRef.current?.focus();
        allowNextNavigation();
        notify({ color: 'uzungol', message: t('saved') });
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.errors.length === 0) return;
        const fields = error.errors.map((e) => e.field.replace(/^heroSlideshow\./, ''));
        setFieldErrors(Object.fromEntries(fields.map((field, i) => [field, error.errors[i]?.message ?? ''])));
        // The language of the first title in error shows, and focus goes to it.
        const textLang = fields.map((f) => SLIDE_TEXT_FIELD.exec(f)?.[1]).find(Boolean);
        if (textLang) setEditLang(textLang as Language);
        focusFirstError(slidesRef.current);
      },
    });

  const previewT = i18n.getFixedT(previewLang);
  const previewLanguages = LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }));
  const preview = slides.map((s) => {
    const title = pickLocalized(s.title, previewLang);
    return {
      url: s.url,
      title: title.text,
      subtitle: pickLocalized(s.subtitle, previewLang).text,
      lang: title.lang,
    };
  });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('lead')}</Text>
        </div>

        <Paper
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-labelledby="hero-preview"
        >
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4" id="hero-preview">
              {t('preview.title')}
            </Title>
            {phone ? (
              // Five languages side by side do not fit a phone: a list instead.
              <NativeSelect
                aria-label={t('preview.language')}
                value={previewLang}
                onChange={(event) => setPreviewLang(event.currentTarget.value as Language)}
                data={previewLanguages}
              />
            ) : (
              <SegmentedControl
                aria-label={t('preview.language')}
                value={previewLang}
                onChange={(v) => setPreviewLang(v as Language)}
                data={previewLanguages}
              />
            )}
          </Group>
          <div
            dir={directionOf(previewLang)}
            lang={previewLang}
            style={{ borderRadius: 12, overflow: 'hidden' }}
          >
            <HeroSlideshow
              key={`${previewLang}-${slides.length}`}
              slides={preview}
              eyebrow={previewT('pages:home.eyebrow', { defaultValue: '' })}
              fallbackTitle={previewT('home:hero.title', { defaultValue: '' })}
              fallbackSubtitle={previewT('home:hero.subtitle', { defaultValue: '' })}
              headingLevel={2}
            />
          </div>
        </Paper>

        <Stack ref={slidesRef} gap="md" component="section" aria-labelledby="hero-slides">
          <Group justify="space-between">
            <Title order={2} size="h3" id="hero-slides" ref={slidesHeadingRef} tabIndex={-1}>
              {t('slides.title', { count: slides.length, max: MAX_SLIDES })}
            </Title>
          </Group>
          {slides.length === 0 ? <Text c="dimmed">{t('slides.empty')}</Text> : null}
          {slides.map((slide, i) => (
            <Paper
              key={slide.url}
              withBorder
              radius="md"
              p="md"
              component="article"
              aria-label={t('slides.slide', { n: i + 1 })}
            >
              <Group align="flex-start" gap="md" wrap="wrap">
                <Stack gap="xs" w={{ base: '100%', sm: 220 }}>
                  <Image
                    src={slide.url}
                    alt={t('slides.image', { n: i + 1 })}
                    radius="sm"
                    h={124}
                    fit="cover"
                  />
                  <Text size="xs" c="dimmed" truncate dir="ltr">
                    {slide.url}
                  </Text>
                  {fieldErrors[`${i}.url`] ? (
                    <Text size="sm" c="red" role="alert">
                      {fieldErrors[`${i}.url`]}
                    </Text>
                  ) : null}
                  <Group gap="xs">
                    <ActionIcon
                      variant="default"
                      size="lg"
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                      aria-label={t('slides.up', { n: i + 1 })}
                    >
                      <IconArrowUp size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      disabled={i === slides.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={t('slides.down', { n: i + 1 })}
                    >
                      <IconArrowDown size={18} aria-hidden="true" />
                    </ActionIcon>
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden="true" />}
                      onClick={() => {
                        setSlides(slides.filter((_, j) => j !== i));
                        // Its button goes with it: focus waits on the list's heading.
                        slidesHeadingRef.current?.focus();
                      }}
                      aria-label={t('slides.remove', { n: i + 1 })}
                    >
                      {t('slides.removeShort')}
                    </Button>
                  </Group>
                </Stack>
                <Stack gap="sm" style={{ flex: '1 1 18rem', minWidth: 0 }}>
                  <LanguageTabs
                    label={t('slides.language', { n: i + 1 })}
                    value={editLang}
                    onChange={setEditLang}
                    englishRequired={false}
                  >
                    {(l) => (
                      <>
                        <TextInput
                          label={t('slides.titleField')}
                          value={slide.title[l] ?? ''}
                          maxLength={120}
                          error={fieldErrors[`${i}.title.${l}`]}
                          onChange={(e) =>
                            update(i, { ...slide, title: { ...slide.title, [l]: e.currentTarget.value } })
                          }
                          {...languageInputProps(l)}
                        />
                        <TextInput
                          label={t('slides.subtitleField')}
                          value={slide.subtitle[l] ?? ''}
                          maxLength={200}
                          error={fieldErrors[`${i}.subtitle.${l}`]}
                          onChange={(e) =>
                            update(i, {
                              ...slide,
                              subtitle: { ...slide.subtitle, [l]: e.currentTarget.value },
                            })
                          }
                          {...languageInputProps(l)}
                        />
                      </>
                    )}
                  </LanguageTabs>
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hero-add">
          <Stack gap="sm">
            <Title order={2} size="h4" id="hero-add">
              {t('add.title')}
            </Title>
            {full ? <Text c="dimmed">{t('add.full', { max: MAX_SLIDES })}</Text> : null}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <ImageUploadButton
                label={t('add.upload')}
                disabled={full || uploads.uploading > 0}
                onFiles={(files) => uploads.start(files.slice(0, 1))}
              />
              <TextInput
                label={t('add.link')}
                placeholder="https://"
                dir="ltr"
                value={link}
                error={linkError}
                onChange={(e) => setLink(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addLink();
                  }
                }}
                style={{ flex: '1 1 16rem' }}
                disabled={full}
              />
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={addLink}
                disabled={full}
              >
                {t('add.addLink')}
              </Button>
            </Group>
            {uploads.pending.map((item) =>
              item.error ? (
                <Text key={item.key} size="sm" c="red" role="alert">
                  {item.name}: {item.error}
                </Text>
              ) : (
                <Text key={item.key} size="sm" c="dimmed">
                  {t('add.uploading', { name: item.name })}
                </Text>
              ),
            )}
            <Text size="xs" c="dimmed">
              {t('add.hint')}
            </Text>
          </Stack>
        </Paper>

        {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) ? (
          <Alert color="red" role="alert" title={t('notSaved')}>
            {errorMessage(save.error, t('notSaved'))}
          </Alert>
        ) : null}
        {save.isError && save.error instanceof ApiError && save.error.errors.length > 0 ? (
          <Alert color="red" role="alert" title={t('notSaved')}>
            {t('fixFields')}
          </Alert>
        ) : null}
        <StickySaveBar>
          <Text
            ref={statusRef}
            tabIndex={-1}
            size="sm"
            c={dirty ? undefined : 'dimmed'}
            fw={dirty ? 600 : 400}
            aria-live="polite"
          >
            {dirty ? t('unsaved') : t('allSaved')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button
              px="sm"
              variant="default"
              disabled={!dirty}
              onClick={() => {
                setSlides(stored.data ?? []);
                statusRef.current?.focus();
              }}
            >
              {t('discard')}
            </Button>
            <Button px="sm" onClick={submit} loading={save.isPending} disabled={!dirty}>
              {t('save')}
            </Button>
          </Group>
        </StickySaveBar>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Container>
  );
}
