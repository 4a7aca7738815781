import type { ReviewDto, ReviewInput, ReviewsPageDto } from '@app/shared/hotels/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-store';

/** What can be reviewed after a visit: the path of its list in the API. */
export type ReviewTarget = 'hotels' | 'packages' | 'restaurants';

/** A page of reviews as `userId` (null: nobody signed in, as on a server-rendered page) sees it. */
export const reviewsQuery = (
  id: string | undefined,
  page: number,
  target: ReviewTarget,
  userId: string | null,
) =>
  queryOptions({
    queryKey: [target, 'reviews', id, page, userId],
    enabled: !!id,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<ReviewsPageDto>(`/${target}/${id}/reviews`, { signal, query: { page } }),
  });

export function useReviews(id: string | undefined, page: number, target: ReviewTarget) {
  // Whether the reader may review depends on who they are: signing in or out asks again.
  const userId = useSession().user?._id ?? null;
  return useQuery(reviewsQuery(id, page, target, userId));
}

export function usePostReview(id: string, target: ReviewTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => api<ReviewDto>(`/${target}/${id}/reviews`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [target] }),
  });
}
