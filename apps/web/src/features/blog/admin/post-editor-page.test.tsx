import type { AdminBlogPostDto, BlogPostInput } from '@app/shared/blog/schemas';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { withNotifications } from '../../../test/with-notifications';
import { BlogPostEditorRoute } from './post-editor-page';
import { POST_ID, testPost, testTranslation } from './testing/fixtures';

type Reply = { status: number; body?: unknown };
type User = ReturnType<typeof userEvent.setup>;

const NEW_ID = '7d1c2b6e-0000-4000-8000-0000000000aa';

/** Pastes instead of typing key by key: one change per field keeps big forms fast. */
async function typeFast(u: User, field: Element, text: string) {
  await u.click(field);
  await u.paste(text);
}

/** A small fake of the blog admin API; `override` answers first. */
function server(
  post: AdminBlogPostDto | null = testPost(),
  override: (call: StubbedCall) => Reply | undefined = () => undefined,
) {
  let current = post;
  let version = 0;
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/blog-admin/categories')
      return {
        status: 200,
        body: [
          {
            _id: 'cat-1',
            slug: 'culture',
            name: { en: 'Culture', tr: 'Kültür', ar: 'ثقافة' },
            description: { en: '', tr: '', ar: '' },
            postCount: 4,
          },
        ],
      };
    if (path === '/api/blog-admin/categories' && call.method === 'POST')
      return {
        status: 201,
        body: { _id: 'cat-2', slug: 'food', ...(call.body as object), postCount: 0 },
      };
    if (path === '/api/blog-admin/tags') return { status: 200, body: [] };
    if (path === '/api/blog-admin/posts' && call.method === 'POST') {
      const body = call.body as BlogPostInput;
      version += 1;
      current = {
        ...testPost(),
        ...body,
        translations: { en: testTranslation(body.translations.en ?? {}) },
        _id: NEW_ID,
        slug: body.slug || 'generated',
        scheduled: false,
        publishedAt: null,
        updatedAt: `2027-06-01T10:00:0${version}.000Z`,
      } as AdminBlogPostDto;
      return { status: 201, body: current };
    }
    const detail = /^\/api\/blog-admin\/posts\/([^/]+)$/.exec(path);
    if (detail && current && detail[1] === current._id) {
      if (call.method === 'GET') return { status: 200, body: current };
      if (call.method === 'PUT') {
        const body = call.body as BlogPostInput;
        version += 1;
        current = {
          ...current,
          ...body,
          translations: body.translations as AdminBlogPostDto['translations'],
          updatedAt: `2027-06-01T10:00:0${version}.000Z`,
        } as AdminBlogPostDto;
        return { status: 200, body: current };
      }
    }
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

function renderEditor(path: string) {
  return renderRoutes(
    [
      { path: '/blog-admin/posts', element: <AdminPageHeader title="post list page" lead="" /> },
      { path: '/blog-admin/create', element: withNotifications(<BlogPostEditorRoute />) },
      { path: '/blog-admin/edit/:id', element: withNotifications(<BlogPostEditorRoute />) },
    ],
    path,
  );
}

const titleField = (language = 'English') =>
  screen.getByRole('textbox', { name: new RegExp(`^Title \\(${language}\\)`) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('post editor', { timeout: 30_000 }, () => {
  it('shows the server’s objections beside their fields and opens the tab they are on', async () => {
    const post = testPost({
      status: 'draft',
      translations: { en: testTranslation(), tr: testTranslation({ title: 'Sümela’da bir sabah' }) },
    });
    const calls = server(post, (call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation_failed',
              title: 'Some fields are not valid.',
              status: 400,
              errors: [
                { field: 'translations.tr.content', code: 'too_long', message: 'Too long' },
                { field: 'slug', code: 'slug_taken', message: 'Taken' },
              ],
            },
          }
        : undefined,
    );
    await renderEditor(`/blog-admin/edit/${POST_ID}`);
    const u = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A morning at Sümela Monastery' }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(screen.getByText('Another post already uses this address. Please change it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAttribute('aria-invalid', 'true');
    // The Turkish tab opens by itself, marked as having an error, with the message under its text.
    const tabs = within(screen.getByRole('tablist', { name: 'Language of the text' }));
    expect(tabs.getByRole('tab', { name: /Türkçe/ })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: /Türkçe/ })).toHaveAccessibleName(/has errors/);
    const text = screen.getByRole('textbox', { name: 'Text (Turkish)' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('This text is too long');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('checks the title before sending anything and names the field', async () => {
    const calls = server(null);
    await renderEditor('/blog-admin/create');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Please give the post a title in the language it is written in'),
    ).toBeInTheDocument();
    expect(titleField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('makes the address from the title until the admin edits it, Turkish and Arabic included', async () => {
    server(null);
    await renderEditor('/blog-admin/create');
    const u = userEvent.setup();
    const slug = await screen.findByRole('textbox', { name: /^Address/ });
    await typeFast(u, titleField(), 'Sümela Manastırı’nda Bir Sabah');
    expect(slug).toHaveValue('sumela-manastirinda-bir-sabah');
    expect(screen.getByText(/\/blog\/post\/sumela-manastirinda-bir-sabah$/)).toBeInTheDocument();

    await u.clear(slug);
    await u.type(slug, 'sumela sabah');
    expect(slug).toHaveValue('sumela-sabah');
    await typeFast(u, titleField(), ' ve Çay');
    expect(slug).toHaveValue('sumela-sabah');

    // Emptied, it follows the title of the language the post is written in again.
    await u.clear(slug);
    await u.click(screen.getByRole('textbox', { name: /^Excerpt/ }));
    await u.click(screen.getByRole('combobox', { name: 'Written in' }));
    await u.click(await screen.findByRole('option', { name: 'العربية' }));
    await u.click(screen.getByRole('tab', { name: /العربية/ }));
    const arabic = titleField('Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await typeFast(u, arabic, 'صباح في دير سوميلا');
    expect(slug).toHaveValue('صباح-في-دير-سوميلا');
  });

  it('says when a published post with a later time will appear', async () => {
    server(testPost({ status: 'draft', publishAt: '' }));
    await renderEditor(`/blog-admin/edit/${POST_ID}`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: 'Published' }));
    expect(screen.queryByText(/^Scheduled for/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();

    const when = screen.getByLabelText('Publish at (Trabzon time)');
    await typeFast(u, when, '2099-06-12T09:00');
    expect(await screen.findByText(/^Scheduled for .*12.*2099.* \(Trabzon time\)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();

    // A time that has passed publishes at once.
    await u.clear(when);
    await typeFast(u, when, '2020-01-01T09:00');
    expect(screen.queryByText(/^Scheduled for/)).not.toBeInTheDocument();
  });

  it('saves a draft by itself 3 s after the last change: first creating it, then updating it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = server(null);
    const { router } = await renderEditor('/blog-admin/create');
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typeFast(
      u,
      await screen.findByRole('textbox', { name: /^Title \(English\)/ }),
      'Tea terraces of Rize',
    );

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog-admin/edit/${NEW_ID}`));
    const created = calls.find((c) => c.method === 'POST');
    expect(created?.body).toMatchObject({
      status: 'draft',
      originalLang: 'en',
      slug: 'tea-terraces-of-rize',
      translations: { en: { title: 'Tea terraces of Rize' } },
    });
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeInTheDocument();

    // The same editor stays (the post is not loaded again) and the next change updates the post.
    expect(titleField()).toHaveValue('Tea terraces of Rize');
    expect(calls.some((c) => c.method === 'GET' && c.url.pathname.endsWith(NEW_ID))).toBe(false);
    await typeFast(
      u,
      screen.getByRole('textbox', { name: /^Excerpt \(English\)/ }),
      'Green slopes above the sea.',
    );
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/blog-admin/posts/${NEW_ID}`);
    expect(put?.body).toMatchObject({
      status: 'draft',
      expectedUpdatedAt: '2027-06-01T10:00:01.000Z',
      translations: { en: { title: 'Tea terraces of Rize', excerpt: 'Green slopes above the sea.' } },
    });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('waits for a title before a new draft saves itself, without marking the title as an error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = server(null);
    await renderEditor('/blog-admin/create');
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typeFast(
      u,
      await screen.findByRole('textbox', { name: /^Excerpt \(English\)/ }),
      'Notes for later.',
    );
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(await screen.findByText('Add a title and the draft saves itself')).toBeInTheDocument();
    expect(titleField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await typeFast(u, titleField(), 'Notes');
    await act(() => vi.advanceTimersByTimeAsync(3500));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('never saves a published post by itself; it asks before leaving and keeps the edits to restore', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = server();
    const { router, unmount } = await renderEditor(`/blog-admin/edit/${POST_ID}`);
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typeFast(u, await screen.findByRole('textbox', { name: /^Title \(English\)/ }), ' at dawn');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.getByText('Unsaved changes, kept in this browser until you save')).toBeInTheDocument();

    await u.click(screen.getByRole('link', { name: 'Back to posts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/blog-admin/edit/${POST_ID}`);
    expect(titleField()).toHaveValue('A morning at Sümela Monastery at dawn');
    unmount();

    // Opening the post again offers the edits back.
    vi.useRealTimers();
    server();
    await renderEditor(`/blog-admin/edit/${POST_ID}`);
    const again = userEvent.setup();
    expect(await screen.findByText('Unsaved changes found')).toBeInTheDocument();
    expect(titleField()).toHaveValue('A morning at Sümela Monastery');
    await again.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(titleField()).toHaveValue('A morning at Sümela Monastery at dawn');
  });

  it('reports a save made elsewhere in between and keeps the text typed here', async () => {
    const theirs = testPost({
      translations: { en: testTranslation({ title: 'Sümela at first light' }) },
      updatedAt: '2026-05-02T08:00:00.000Z',
    });
    let conflicted = false;
    const calls = server(testPost(), (call) => {
      if (call.method === 'PUT' && !conflicted) {
        conflicted = true;
        return {
          status: 409,
          body: { code: 'post_changed', title: 'The post was changed by someone else.', status: 409 },
        };
      }
      if (call.method === 'GET' && conflicted && call.url.pathname.endsWith(POST_ID))
        return { status: 200, body: theirs };
      return undefined;
    });
    await renderEditor(`/blog-admin/edit/${POST_ID}`);
    const u = userEvent.setup();
    await typeFast(u, await screen.findByRole('textbox', { name: /^Title \(English\)/ }), ' — my notes');
    await u.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Someone else saved this post')).toBeInTheDocument();
    expect(titleField()).toHaveValue('A morning at Sümela Monastery — my notes');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      expectedUpdatedAt: '2026-05-01T06:00:00.000Z',
    });

    // Their version comes in; mine waits in the browser to be restored.
    await u.click(screen.getByRole('button', { name: 'Load the saved version' }));
    await waitFor(() => expect(titleField()).toHaveValue('Sümela at first light'));
    await u.click(await screen.findByRole('button', { name: 'Restore my changes' }));
    expect(titleField()).toHaveValue('A morning at Sümela Monastery — my notes');
  });

  it('adds a category from the editor without saving the post', async () => {
    const calls = server(testPost({ status: 'draft' }));
    await renderEditor(`/blog-admin/edit/${POST_ID}`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Manage categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    expect(within(dialog).getByText('Culture')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'New category' }));
    await u.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await typeFast(u, within(dialog).getByRole('textbox', { name: /^Name \(English\)/ }), 'Food & Tea');
    const arabic = within(dialog).getByRole('textbox', { name: 'Name (Arabic)' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await typeFast(u, arabic, 'الطعام والشاي');
    await u.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: { en: 'Food & Tea', tr: '', ar: 'الطعام والشاي' },
      slug: '',
    });
    expect(calls.some((c) => c.url.pathname.startsWith('/api/blog-admin/posts') && c.method !== 'GET')).toBe(
      false,
    );
  });

  it('deletes the post without asking for it again, and the list opens with focus on its heading', async () => {
    let deleted = false;
    const calls = server(testPost(), (call) => {
      if (call.url.pathname !== `/api/blog-admin/posts/${POST_ID}`) return undefined;
      if (call.method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return deleted
        ? { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } }
        : undefined;
    });
    const { router } = await renderEditor(`/blog-admin/edit/${POST_ID}`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete post' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/blog-admin/posts'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'post list page' })).toHaveFocus(),
    );
    const afterDelete = calls.slice(calls.findIndex((c) => c.method === 'DELETE') + 1);
    expect(afterDelete.filter((c) => c.url.pathname === `/api/blog-admin/posts/${POST_ID}`)).toEqual([]);
  });

  it('deleting a category asks first and brings focus back into the categories dialog', async () => {
    server(testPost({ status: 'draft' }), (call) =>
      call.method === 'DELETE' && call.url.pathname === '/api/blog-admin/categories/cat-1'
        ? { status: 204 }
        : undefined,
    );
    await renderEditor(`/blog-admin/edit/${POST_ID}`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Manage categories' }));
    await u.click(await screen.findByRole('button', { name: 'Delete Culture' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this category?' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await u.click(within(ask).getByRole('button', { name: 'Delete category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'New category' })).toHaveFocus());
  });
});
