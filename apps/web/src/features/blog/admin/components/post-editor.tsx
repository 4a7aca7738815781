import type { AdminBlogPostDto } from '@app/shared/blog/schemas';
import { slugify } from '@app/shared/common/slug';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EditorHead } from '../../../../components/admin/editor-head';
import { FeaturedImageField } from '../../../../components/admin/featured-image-field';
import { UnsavedChangesDialog } from '../../../../components/admin/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../../components/admin/use-unsaved-changes';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { EditorActions } from '../../../../components/editor-actions';
import { EditorSection } from '../../../../components/editor-section';
import { StickySaveBar } from '../../../../components/sticky-save-bar';
import { useAgencyTimeZone } from '../../../../lib/agency-time';
import { ApiError } from '../../../../lib/api-client';
import { FOCUS_HEADING } from '../../../../lib/focus-heading';
import { focusFirstError } from '../../../../lib/form-focus';
import { currentLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFieldMessage } from '../../../../lib/use-field-message';
import { useTranslation } from '../../../../lib/use-translation';
import { fetchAdminPost, useDeletePost, useForgetPost, useSavePost } from '../api/blog-admin-api';
import { type SaveOutcome, useAutosave } from '../hooks/use-autosave';
import { cleanSlug } from '../utils/blog-slug';
import { blogErrorTexts, blogFieldTexts } from '../utils/field-texts';
import { type LocalDraft, readLocalDraft, removeLocalDraft, writeLocalDraft } from '../utils/local-draft';
import {
  emptyPostValues,
  hasContent,
  languageOfField,
  type PostFormValues,
  parsePostValues,
  postValuesFromDto,
} from '../utils/post-form';
import { ConflictAlert, RestoreAlert } from './editor-alerts';
import { PostLanguageFields } from './post-language-fields';
import { PostLanguageTabs } from './post-language-tabs';
import { OrganiseFields, PublishFields, SlugField, scheduledInstant } from './post-settings';
import { PostStatusBadge } from './post-status-badge';
import { SaveStatusLine } from './save-status';

/** Edits of a public post wait this long before they are kept in the browser. */
const LOCAL_DRAFT_DELAY_MS = 500;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface PostEditorProps {
  /** The post as loaded, or null for a new one. */
  post: AdminBlogPostDto | null;
  /** A new post was saved for the first time (the page's address follows it). */
  onCreated: (post: AdminBlogPostDto) => void;
}

/**
 * `/blog-admin/create` and `/blog-admin/edit/:id`. A draft saves itself 3 s after the last change
 * (it is never published that way); edits of a published post stay in this browser until saved.
 * Someone else's save in between is reported and nothing typed here is thrown away.
 */
export function PostEditor({ post, onCreated }: PostEditorProps) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const siteZone = useAgencyTimeZone();
  const uiLang = currentLanguage();
  const navigate = useNavigate();
  const formId = useId();
  const savePost = useSavePost();
  const deletePost = useDeletePost();
  const forgetPost = useForgetPost();
  const errorMessage = useErrorMessage(blogErrorTexts);

  const [server, setServer] = useState<AdminBlogPostDto | null>(post);
  const serverRef = useRef(server);
  serverRef.current = server;
  const [conflict, setConflict] = useState(false);
  const [conflictBusy, setConflictBusy] = useState(false);
  const [conflictError, setConflictError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [tab, setTab] = useState<Language>(post?.originalLang ?? uiLang);

  const initialValues = useMemo(
    () => (post ? postValuesFromDto(post) : emptyPostValues(uiLang)),
    [post, uiLang],
  );
  const form = useForm<PostFormValues>({ mode: 'controlled', initialValues });
  const values = form.getValues();
  const fieldMessage = useFieldMessage(blogFieldTexts(values.originalLang));
  const dirty = form.isDirty();

  // Edits kept in this browser, offered back when the post opens.
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    if (!post) return null;
    const stored = readLocalDraft(post._id);
    return stored && !same(stored.values, initialValues) ? stored : null;
  });

  // The address follows the post's own title until the admin edits it (or the post is public).
  const [slugFollows, setSlugFollows] = useState(
    () =>
      !post ||
      (post.status === 'draft' && post.slug === slugify(post.translations[post.originalLang]?.title ?? '')),
  );
  const ownTitle = values.translations[values.originalLang].title;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the title (and the language) only
  useEffect(() => {
    if (!slugFollows) return;
    const next = slugify(ownTitle);
    if (next !== form.getValues().slug) form.setFieldValue('slug', next);
  }, [slugFollows, ownTitle]);

  const serverStatus = server?.status ?? 'draft';
  const autosaving = !conflict && !deleting && serverStatus === 'draft' && values.status === 'draft';
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirty && !deleting);

  const reveal = (fields: string[]) => {
    const lang = fields.map(languageOfField).find((l) => l !== null);
    if (lang) setTab(lang);
    focusFirstError(formId);
  };

  const persist = async (mode: 'auto' | 'manual'): Promise<SaveOutcome> => {
    const sent = form.getValues();
    const current = serverRef.current;
    if (mode === 'auto' && (sent.status !== 'draft' || (current && current.status !== 'draft')))
      return 'skipped';
    const parsed = parsePostValues(sent, current?.updatedAt);
    if (!parsed.ok) {
      const errors: FormErrors = {};
      for (const issue of parsed.issues) {
        // Saving by itself, a missing title is said in the status line, not as an error under a field
        // the admin has not reached yet.
        const ownTitle =
          issue.field === `translations.${sent.originalLang}.title` && issue.code === 'required';
        if (mode === 'manual' || !ownTitle) errors[issue.field] = fieldMessage(issue.code, issue.field);
      }
      form.setErrors(errors);
      if (mode === 'manual') {
        setFormError(t('editor.fixFields'));
        reveal(Object.keys(errors));
      }
      return 'invalid';
    }
    try {
      const saved = await savePost.mutateAsync({ id: current?._id ?? null, body: parsed.input });
      serverRef.current = saved;
      setServer(saved);
      setConflict(false);
      setFormError(null);
      // The server decides an empty address and an empty publish time; keep anything typed since.
      const now = form.getValues();
      if (now.slug === sent.slug && saved.slug !== sent.slug) form.setFieldValue('slug', saved.slug);
      if (now.publishAt === sent.publishAt && saved.publishAt !== sent.publishAt)
        form.setFieldValue('publishAt', saved.publishAt);
      form.resetDirty({ ...sent, slug: saved.slug, publishAt: saved.publishAt });
      if (saved.status !== 'draft') setSlugFollows(false);
      removeLocalDraft(saved._id);
      if (mode === 'manual')
        notify({
          color: 'uzungol',
          icon: <IconCircleCheck aria-hidden="true" />,
          message: t(
            `editor.saved.${saved.status === 'published' && saved.scheduled ? 'scheduled' : saved.status}`,
          ),
        });
      if (!current) {
        allowNextNavigation();
        onCreated(saved);
      }
      return 'saved';
    } catch (error) {
      if (error instanceof ApiError && error.code === 'post_changed') {
        setConflict(true);
        setConflictError(null);
        return 'conflict';
      }
      if (error instanceof ApiError && error.errors.length > 0) {
        const fields: string[] = [];
        for (const issue of error.errors) {
          form.setFieldError(issue.field, fieldMessage(issue.code, issue.field, issue.message));
          fields.push(issue.field);
        }
        setFormError(t('editor.fixFields'));
        if (mode === 'manual') reveal(fields);
        return 'invalid';
      }
      if (mode === 'manual') setFormError(errorMessage(error, t('editor.saveFailed')));
      return 'failed';
    }
  };

  const { status, saveNow, setStatus } = useAutosave({
    enabled: autosaving,
    dirty,
    changeKey: values,
    save: persist,
  });

  // Edits of a published or archived post are kept in this browser until they are saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the values rewrites the copy
  useEffect(() => {
    if (!server || autosaving || offer) return;
    if (!dirty) {
      removeLocalDraft(server._id);
      return;
    }
    const timer = setTimeout(
      () =>
        writeLocalDraft(server._id, {
          values: form.getValues(),
          baseUpdatedAt: server.updatedAt,
          savedAt: new Date().toISOString(),
        }),
      LOCAL_DRAFT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [values, dirty, server, autosaving, offer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveNow();
  };

  /**
   * A way out of a conflict: the latest saved version is fetched and handed to `settle`, with the
   * version this editor had; a failure is told beside the choices.
   */
  const resolveConflict = async (
    settle: (fresh: AdminBlogPostDto, current: AdminBlogPostDto) => Promise<void> | void,
  ) => {
    const current = serverRef.current;
    if (!current) return;
    setConflictBusy(true);
    setConflictError(null);
    try {
      await settle(await fetchAdminPost(current._id), current);
    } catch (error) {
      setConflictError(errorMessage(error, t('conflict.loadFailed')));
    } finally {
      setConflictBusy(false);
    }
  };

  /** Someone else saved: show their version here, and keep this one in the browser to restore. */
  const loadTheirs = () =>
    resolveConflict((fresh, current) => {
      const mine: LocalDraft = {
        values: form.getValues(),
        baseUpdatedAt: current.updatedAt,
        savedAt: new Date().toISOString(),
      };
      writeLocalDraft(fresh._id, mine);
      const theirs = postValuesFromDto(fresh);
      serverRef.current = fresh;
      setServer(fresh);
      form.setValues(theirs);
      form.resetDirty(theirs);
      form.clearErrors();
      setOffer(mine);
      setConflict(false);
      setStatus({ state: 'idle' });
    });

  /** Save this version over theirs, knowingly. */
  const keepMine = () =>
    resolveConflict(async (fresh) => {
      serverRef.current = fresh;
      setServer(fresh);
      setConflict(false);
      await saveNow();
    });

  const restore = () => {
    if (!offer) return;
    form.setValues(offer.values);
    setSlugFollows(false);
    setOffer(null);
  };

  const discard = () => {
    if (server) removeLocalDraft(server._id);
    setOffer(null);
  };

  const withContent = LANGUAGES.filter((lang) => hasContent(values.translations[lang]));
  const withErrors = LANGUAGES.filter((lang) =>
    Object.keys(form.errors).some((field) => languageOfField(field) === lang && form.errors[field]),
  );
  const scheduled = scheduledInstant(values, siteZone) !== null;
  const heading = server
    ? server.translations[server.originalLang]?.title || t('editor.untitled')
    : t('admin:blogNav.create');
  const saveLabel =
    values.status === 'draft'
      ? t('actions.saveDraft')
      : values.status === 'archived'
        ? t('actions.save')
        : scheduled
          ? t('actions.schedule')
          : serverStatus === 'published' && !server?.scheduled
            ? t('actions.update')
            : t('actions.publish');

  return (
    <Stack gap="lg" maw={1280}>
      <EditorHead
        back={{ to: '/blog-admin/posts', label: t('editor.backToList') }}
        kicker={server ? t('admin:blogTitles.edit') : null}
        title={heading}
        titleLang={server?.originalLang}
        below={
          server ? (
            <Group gap="xs">
              <PostStatusBadge status={server.status} scheduled={server.scheduled} />
              <Text size="sm" c="dimmed">
                {t('editor.byAuthor', { name: server.author.name })}
              </Text>
            </Group>
          ) : (
            t('editor.newLead')
          )
        }
        actions={
          server ? (
            <EditorActions
              siteHref={
                server.status === 'published' && !server.scheduled
                  ? `/blog/post/${encodeURIComponent(server.slug)}`
                  : null
              }
              viewLabel={t('editor.viewOnSite')}
              deleteLabel={t('editor.delete')}
              onDelete={() => setDeleting(true)}
            />
          ) : null
        }
      />

      {offer ? (
        <RestoreAlert
          draft={offer}
          outdated={Boolean(server && offer.baseUpdatedAt !== server.updatedAt)}
          onRestore={restore}
          onDiscard={discard}
        />
      ) : null}
      {conflict ? (
        <ConflictAlert
          busy={conflictBusy}
          error={conflictError}
          onLoadTheirs={() => void loadTheirs()}
          onKeepMine={() => void keepMine()}
        />
      ) : null}

      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="lg">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <EditorSection title={t('editor.content')}>
                <PostLanguageTabs
                  value={tab}
                  onChange={setTab}
                  originalLang={values.originalLang}
                  withContent={withContent}
                  withErrors={withErrors}
                >
                  {(lang) => <PostLanguageFields form={form} lang={lang} slug={values.slug} />}
                </PostLanguageTabs>
              </EditorSection>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <EditorSection title={t('editor.publishing')}>
                  <PublishFields
                    form={form}
                    address={
                      <SlugField
                        form={form}
                        following={slugFollows}
                        onEdit={(value) => {
                          setSlugFollows(value === '');
                          form.setFieldValue('slug', value.toLowerCase().replace(/\s/g, '-'));
                        }}
                        onTidy={() => {
                          const tidy = cleanSlug(form.getValues().slug);
                          if (tidy !== form.getValues().slug) form.setFieldValue('slug', tidy);
                          if (tidy === '') setSlugFollows(true);
                        }}
                      />
                    }
                  />
                </EditorSection>
                <EditorSection title={t('editor.organise')}>
                  <OrganiseFields form={form} />
                </EditorSection>
                <EditorSection title={t('editor.featuredImage')}>
                  <FeaturedImageField
                    value={values.featuredImage}
                    onChange={(url) => form.setFieldValue('featuredImage', url)}
                    error={form.errors.featuredImage}
                    hint={t('editor.featuredImageHint')}
                  />
                </EditorSection>
              </Stack>
            </Grid.Col>
          </Grid>
          <StickySaveBar>
            <SaveStatusLine
              status={status}
              dirty={dirty}
              autosaving={autosaving}
              exists={server !== null}
              needsTitle={!ownTitle.trim()}
              onRetry={() => void saveNow()}
            />
            <Button
              type="submit"
              size="md"
              loading={status.state === 'saving'}
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            >
              {saveLabel}
            </Button>
          </StickySaveBar>
        </Stack>
      </form>

      <UnsavedChangesDialog blocker={blocker} />
      <ConfirmDeleteDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('delete.title')}
        body={t('delete.body', { title: heading })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        mutation={deletePost}
        id={server?._id ?? null}
        errorText={(error) => errorMessage(error, t('delete.failed'))}
        onDeleted={() => {
          if (server) removeLocalDraft(server._id);
          notify({ color: 'uzungol', message: t('delete.done', { title: heading }) });
          allowNextNavigation();
          const id = server?._id;
          // The list opens with focus on its heading; the deleted post leaves the cache once its editor has gone.
          void Promise.resolve(navigate('/blog-admin/posts', { replace: true, state: FOCUS_HEADING })).then(
            () => id && forgetPost(id),
          );
        }}
      />
    </Stack>
  );
}
