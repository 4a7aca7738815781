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
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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

export const blogPostsQuery = (query: BlogListQuery) =>
  queryOptions({
    queryKey: ['blog', 'posts', currentLanguage(), query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<BlogPostSummaryDto>>('/blog/posts', { signal, query: { ...query } }),
  });

export function useBlogPosts(query: BlogListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...blogPostsQuery(query), enabled: options.enabled ?? true });
}

export const blogPostQuery = (slug: string | undefined) =>
  queryOptions({
    queryKey: ['blog', 'post', currentLanguage(), slug],
    enabled: !!slug,
    // A post that is not public stays not found when the page renders again: "Try again" asks anew.
    retryOnMount: false,
    queryFn: ({ signal }) => api<BlogPostDto>(path(slug ?? ''), { signal }),
  });

export function useBlogPost(slug: string | undefined) {
  return useQuery(blogPostQuery(slug));
}

export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: ['blog', 'categories', currentLanguage()],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api<BlogCategoryDto[]>('/blog/categories', { signal }),
  });

export function useBlogCategories() {
  return useQuery(blogCategoriesQuery());
}

export const blogTagsQuery = () =>
  queryOptions({
    queryKey: ['blog', 'tags', currentLanguage()],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api<BlogTagDto[]>('/blog/tags', { signal }),
  });

export function useBlogTags() {
  return useQuery(blogTagsQuery());
}

export const blogArchiveQuery = () =>
  queryOptions({
    queryKey: ['blog', 'archive'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api<BlogArchiveYearDto[]>('/blog/archive', { signal }),
  });

export function useBlogArchive() {
  return useQuery(blogArchiveQuery());
}

/** Approved comments only, oldest first. */
export const postCommentsQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['blog', 'comments', slug, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<BlogCommentDto>>(`${path(slug)}/comments`, { signal, query: { page } }),
  });

export function usePostComments(slug: string, page: number) {
  return useQuery(postCommentsQuery(slug, page));
}

/** A comment waits for a moderator: the answer is a receipt, never the comment itself. */
export function useSendComment(slug: string) {
  return useMutation({
    mutationFn: (body: CommentInput) =>
      api<CommentReceiptDto>(`${path(slug)}/comments`, { method: 'POST', body }),
  });
}
