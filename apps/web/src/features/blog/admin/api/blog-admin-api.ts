import type {
  AdminBlogCategoryDto,
  AdminBlogPostDto,
  AdminBlogPostRowDto,
  AdminCommentListDto,
  BlogAnalyticsDto,
  BlogOverviewDto,
  BlogPostInput,
  blogCategoryInput,
  CommentStatus,
} from '@app/shared/blog/schemas';
import type { AdminBlogTagDto, BlogTagNamesInput } from '@app/shared/blog/tags';
import type { Paginated } from '@app/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';

export const POSTS_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 20;

/** The list filter: a post status, or `scheduled` (published with a publish time ahead). */
export type PostFilter = 'all' | 'draft' | 'published' | 'scheduled' | 'archived';

export type BlogCategoryInput = z.input<typeof blogCategoryInput>;

export const blogAdminKeys = {
  all: ['blog-admin'] as const,
  overview: ['blog-admin', 'overview'] as const,
  posts: ['blog-admin', 'posts'] as const,
  postList: (filter: PostFilter, q: string, page: number, limit: number) =>
    ['blog-admin', 'posts', 'list', filter, q, page, limit] as const,
  post: (id: string) => ['blog-admin', 'posts', 'detail', id] as const,
  comments: ['blog-admin', 'comments'] as const,
  commentList: (status: CommentStatus, page: number) => ['blog-admin', 'comments', status, page] as const,
  categories: ['blog-admin', 'categories'] as const,
  tags: ['blog-admin', 'tags'] as const,
  tagList: (q: string, limit: number) => ['blog-admin', 'tags', q, limit] as const,
  analytics: (from: string, to: string) => ['blog-admin', 'analytics', from, to] as const,
};

const enc = encodeURIComponent;

/** GET /api/blog-admin/overview: posts by status, comments, views of the last 30 days. */
export function useBlogOverview() {
  return useQuery({
    queryKey: blogAdminKeys.overview,
    queryFn: ({ signal }) => api<BlogOverviewDto>('/blog-admin/overview', { signal }),
  });
}

/** GET /api/blog-admin/posts: every post, newest change first, filtered by status and text. */
export function useAdminPosts(filter: PostFilter, q: string, page: number, limit = POSTS_PAGE_SIZE) {
  return useQuery({
    queryKey: blogAdminKeys.postList(filter, q, page, limit),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<AdminBlogPostRowDto>>('/blog-admin/posts', {
        signal,
        query: { status: filter === 'all' ? undefined : filter, q: q || undefined, page, limit },
      }),
  });
}

/** GET /api/blog-admin/posts/:id: the post with every translation, as the editor loads it. */
export function useAdminPost(id: string | undefined) {
  return useQuery({
    queryKey: blogAdminKeys.post(id ?? ''),
    enabled: Boolean(id),
    // The editor keeps its own copy: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => api<AdminBlogPostDto>(`/blog-admin/posts/${enc(id ?? '')}`, { signal }),
  });
}

/** The latest copy of a post, straight from the server (after someone else saved it). */
export function fetchAdminPost(id: string) {
  return api<AdminBlogPostDto>(`/blog-admin/posts/${enc(id)}`);
}

function useAfterPostChange() {
  const client = useQueryClient();
  return (saved?: AdminBlogPostDto) => {
    if (saved) client.setQueryData(blogAdminKeys.post(saved._id), saved);
    void client.invalidateQueries({ queryKey: [...blogAdminKeys.posts, 'list'] });
    void client.invalidateQueries({ queryKey: blogAdminKeys.overview });
  };
}

/** POST (no id) or PUT (id) a post; a PUT carries the `updatedAt` the editor started from. */
export function useSavePost() {
  const after = useAfterPostChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BlogPostInput }) =>
      id
        ? api<AdminBlogPostDto>(`/blog-admin/posts/${enc(id)}`, { method: 'PUT', body })
        : api<AdminBlogPostDto>('/blog-admin/posts', { method: 'POST', body }),
    onSuccess: (saved) => after(saved),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  const after = useAfterPostChange();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/blog-admin/posts/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: (_done, id) => {
      // Only when no page shows it: removing the post an open editor reads would fetch it again (a 404).
      client.removeQueries({ queryKey: blogAdminKeys.post(id), type: 'inactive' });
      after();
    },
  });
}

/** Drops a deleted post from the cache once its editor has closed (see `useDeletePost`). */
export function useForgetPost() {
  const client = useQueryClient();
  return (id: string) => client.removeQueries({ queryKey: blogAdminKeys.post(id) });
}

export interface BulkResult {
  updated: number;
  skipped: number;
}

/** POST /api/blog-admin/posts/bulk: publish or archive many posts at once. */
export function useBulkPostAction() {
  const client = useQueryClient();
  const after = useAfterPostChange();
  return useMutation({
    mutationFn: (body: { ids: string[]; action: 'publish' | 'archive' }) =>
      api<BulkResult>('/blog-admin/posts/bulk', { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...blogAdminKeys.posts, 'detail'] });
      after();
    },
  });
}

/** GET /api/blog-admin/comments?status=: one page, with the counts of both lists. */
export function useAdminComments(status: CommentStatus, page: number) {
  return useQuery({
    queryKey: blogAdminKeys.commentList(status, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<AdminCommentListDto>('/blog-admin/comments', {
        signal,
        query: { status, page, limit: COMMENTS_PAGE_SIZE },
      }),
  });
}

export type CommentAction = 'approve' | 'unapprove';

function useAfterCommentChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: blogAdminKeys.comments });
    void client.invalidateQueries({ queryKey: blogAdminKeys.overview });
    void client.invalidateQueries({ queryKey: [...blogAdminKeys.posts, 'list'] });
  };
}

/** Approve or unapprove a comment; the lists and counts are fetched again after. */
export function useCommentAction() {
  const after = useAfterCommentChange();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CommentAction }) =>
      api<unknown>(`/blog-admin/comments/${enc(id)}/${action}`, { method: 'POST' }),
    onSuccess: after,
  });
}

export function useDeleteComment() {
  const after = useAfterCommentChange();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/blog-admin/comments/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: after,
  });
}

/** GET /api/blog-admin/categories: every category with its names in all languages. */
export function useBlogCategories() {
  return useQuery({
    queryKey: blogAdminKeys.categories,
    staleTime: 60_000,
    queryFn: ({ signal }) => api<AdminBlogCategoryDto[]>('/blog-admin/categories', { signal }),
  });
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BlogCategoryInput }) =>
      id
        ? api<AdminBlogCategoryDto>(`/blog-admin/categories/${enc(id)}`, { method: 'PUT', body })
        : api<AdminBlogCategoryDto>('/blog-admin/categories', { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: blogAdminKeys.categories });
      void client.invalidateQueries({ queryKey: [...blogAdminKeys.posts, 'list'] });
    },
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/blog-admin/categories/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: blogAdminKeys.categories });
      void client.invalidateQueries({ queryKey: [...blogAdminKeys.posts, 'list'] });
    },
  });
}

/** GET /api/blog-admin/tags?q=: tags most used first, with every spelling; `q` matches any of them. */
export function useAdminTags(q: string, limit = 50) {
  return useQuery({
    queryKey: blogAdminKeys.tagList(q, limit),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<AdminBlogTagDto[]>('/blog-admin/tags', { signal, query: { q: q || undefined, limit } }),
  });
}

/** Existing tags for the tag input's suggestions. */
export const useTagSuggestions = (q: string) => useAdminTags(q);

/** PUT /api/blog-admin/tags/:id: a tag's spelling in each language. */
export function useSaveTagNames() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BlogTagNamesInput }) =>
      api<AdminBlogTagDto>(`/blog-admin/tags/${enc(id)}`, { method: 'PUT', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: blogAdminKeys.tags });
      // The public blog's lists name tags in the reader's language.
      void client.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}

/** GET /api/blog-admin/analytics?from=&to= (days in the site's time zone). */
export function useBlogAnalytics(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: blogAdminKeys.analytics(from, to),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<BlogAnalyticsDto>('/blog-admin/analytics', { signal, query: { from, to } }),
  });
}
