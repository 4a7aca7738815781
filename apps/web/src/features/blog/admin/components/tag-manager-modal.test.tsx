import type { AdminBlogTagDto } from '@app/shared/blog/tags';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../../test/render-routes';
import { TagManagerModal } from './tag-manager-modal';

type Reply = { status: number; body?: unknown };

const TAGS: AdminBlogTagDto[] = [
  {
    _id: 'tag-tea',
    slug: 'tea',
    name: 'tea',
    nameLang: 'en',
    names: { en: '', tr: 'çay', ar: 'الشاي', fr: '', es: '' },
    postCount: 3,
  },
  {
    _id: 'tag-trabzon',
    slug: 'trabzon',
    name: 'Trabzon',
    nameLang: 'en',
    names: { en: '', tr: 'Trabzon', ar: 'طرابزون', fr: '', es: '' },
    postCount: 2,
  },
  {
    _id: 'tag-hiking',
    slug: 'hiking',
    name: 'hiking',
    nameLang: 'en',
    names: { en: '', tr: '', ar: '', fr: '', es: '' },
    postCount: 1,
  },
];

/** The tag endpoints; `put` answers a PUT (the saved tag by default). */
function server(put?: (call: StubbedCall) => Reply) {
  return stubFetch((call) => {
    if (call.url.pathname === '/api/blog-admin/tags') {
      const q = call.url.searchParams.get('q') ?? '';
      return { status: 200, body: TAGS.filter((tag) => !q || tag.slug.includes(q)) };
    }
    const id = /^\/api\/blog-admin\/tags\/(.+)$/.exec(call.url.pathname)?.[1];
    if (id && call.method === 'PUT') {
      if (put) return put(call);
      const tag = TAGS.find((x) => x._id === id);
      return { status: 200, body: { ...tag, ...(call.body as object) } };
    }
    return { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
  });
}

const render = (lang: 'en' | 'tr' | 'ar' = 'en') =>
  renderRoutes([{ path: '/', element: <TagManagerModal opened onClose={() => {}} /> }], '/', lang);

afterEach(() => vi.unstubAllGlobals());

describe('the tag manager', () => {
  it('lists tags in the page’s language with what is missing, and searches them', async () => {
    const calls = server();
    await render('tr');
    const dialog = await screen.findByRole('dialog', { name: 'Etiketler' });
    expect(await within(dialog).findByText('çay')).toBeInTheDocument();
    expect(within(dialog).getByText('الشاي')).toHaveAttribute('lang', 'ar');
    // How it reads elsewhere: the name as first written (English) and the Arabic spelling.
    expect(within(dialog).getByText('tea')).toHaveAttribute('lang', 'en');
    const hiking = within(dialog).getByText('hiking');
    expect(hiking).toHaveAttribute('lang', 'en');
    expect(
      within(dialog).getByText(/Henüz yazılışı yok: Türkçe, Arapça, Fransızca ve İspanyolca/),
    ).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(within(dialog).getByRole('searchbox', { name: 'Etiket ara' }), 'hik');
    await waitFor(() => expect(within(dialog).queryByText('çay')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.searchParams.get('q') === 'hik')).toBe(true);
    await u.type(within(dialog).getByRole('searchbox', { name: 'Etiket ara' }), 'xyz');
    expect(await within(dialog).findByText('“hikxyz” ile eşleşen etiket yok.')).toBeInTheDocument();
  });

  it('edits a tag’s spellings: a spelling too long is refused on its field, then the spellings are saved', async () => {
    const calls = server();
    await render();
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    const u = userEvent.setup();
    await u.click(await within(dialog).findByRole('button', { name: 'Edit the spellings of hiking' }));
    const turkish = within(dialog).getByRole('textbox', { name: /^In Turkish/ });
    const arabic = within(dialog).getByRole('textbox', { name: /^In Arabic/ });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('placeholder', 'hiking');

    await u.click(turkish);
    await u.paste('y'.repeat(61));
    await u.click(arabic);
    await u.paste('المشي الجبلي');
    await u.click(within(dialog).getByRole('textbox', { name: /^In French/ }));
    await u.paste('randonnée');
    await u.click(within(dialog).getByRole('button', { name: 'Save spellings' }));
    expect(await within(dialog).findByText('A spelling can have at most 60 characters')).toBeInTheDocument();
    expect(turkish).toHaveFocus();
    expect(turkish).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.clear(turkish);
    await u.paste('  yürüyüş ');
    await u.click(within(dialog).getByRole('button', { name: 'Save spellings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/blog-admin/tags/tag-hiking');
    expect(put?.body).toEqual({
      names: { en: '', tr: 'yürüyüş', ar: 'المشي الجبلي', fr: 'randonnée', es: '' },
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The spellings of “hiking” are saved.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Edit the spellings of hiking' })).toHaveFocus(),
    );
  });

  it('shows the server’s objection on its field, and says when the tag is gone', async () => {
    let answer: Reply = {
      status: 400,
      body: {
        code: 'validation_failed',
        title: 'Bad',
        status: 400,
        errors: [{ field: 'names.ar', code: 'too_long', message: 'Too long' }],
      },
    };
    server(() => answer);
    await render('ar');
    const dialog = await screen.findByRole('dialog', { name: 'الوسوم' });
    // Written the same in English and Turkish: listed once beside the Arabic.
    expect(await within(dialog).findAllByText('Trabzon')).toHaveLength(1);
    const u = userEvent.setup();
    await u.click(await within(dialog).findByRole('button', { name: 'تعديل كتابات الشاي' }));
    await u.click(within(dialog).getByRole('button', { name: 'حفظ الكتابات' }));
    expect(await within(dialog).findByText('لا تتجاوز الكتابة 60 حرفًا')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^العربية/ })).toHaveFocus();

    answer = { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
    await u.click(within(dialog).getByRole('button', { name: 'حفظ الكتابات' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('هذا الوسم لم يعد موجودًا');
    expect(within(dialog).queryByRole('button', { name: 'حفظ الكتابات' })).not.toBeInTheDocument();
  });
});
