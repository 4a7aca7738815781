import type {
  BlogArchiveYearDto,
  BlogCategoryDto,
  BlogCommentDto,
  BlogPostDto,
  BlogPostSummaryDto,
  CommentInput,
  CommentReceiptDto,
} from '@app/shared/blog/schemas';
import type { BlogTagDto } from '@app/shared/blog/tags';
import type { Paginated } from '@app/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/** What a list of posts is filtered by; the server sorts (newest, featured first, or by relevance). */
export interface BlogListQuery {
  page: number;
  category?: string;
  tag?: string;
  q?: string;
  /** `YYYY` or `YYYY-MM`. */
  period?: string;
}

const path = (slug: string) => `/blog/posts/${encodeURIComponent(slug)}`;

export function useBlogPosts(query: BlogListQuery, options: { enabled?: boolean } = {}) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['blog', 'posts', lang, query],
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<BlogPostSummaryDto>>('/blog/posts', { signal, query: { ...query } }),
  });
}

export function useBlogPost(slug: string | undefined) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['blog', 'post', lang, slug],
    enabled: !!slug,
    // A post that is not public stays not found when the page renders again (the server's second
    // pass included): "Try again" asks anew.
    retryOnMount: false,
    queryFn: ({ signal }) => api<BlogPostDto>(path(slug ?? ''), { signal }),
  });
}

export function useBlogCategories() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['blog', 'categories', lang],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api<BlogCategoryDto[]>('/blog/categories', { signal }),
  });
}

export function useBlogTags() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['blog', 'tags', lang],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api<BlogTagDto[]>('/blog/tags', { signal }),
  });
}

export function useBlogArchive() {
  return useQuery({
    queryKey: ['blog', 'archive'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api<BlogArchiveYearDto[]>('/blog/archive', { signal }),
  });
}

/** Approved comments only, oldest first. */
export function usePostComments(slug: string, page: number) {
  return useQuery({
    queryKey: ['blog', 'comments', slug, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<BlogCommentDto>>(`${path(slug)}/comments`, { signal, query: { page } }),
  });
}

/** A comment waits for a moderator: the answer is a receipt, never the comment itself. */
export function useSendComment(slug: string) {
  return useMutation({
    mutationFn: (body: CommentInput) =>
      api<CommentReceiptDto>(`${path(slug)}/comments`, { method: 'POST', body }),
  });
}

/**
 * Counts one view of a post: sent after the page is shown and not waited for; `keepalive` lets it
 * finish when the reader leaves at once. A failure changes nothing for the reader.
 */
export function sendPostView(slug: string, body: { referrer: string; lang: string }): void {
  try {
    void fetch(`/api${path(slug)}/views?lang=${encodeURIComponent(body.lang)}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // counting is best effort
  }
}
