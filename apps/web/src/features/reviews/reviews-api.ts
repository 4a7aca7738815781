import type { ReviewDto, ReviewInput, ReviewsPageDto } from '@app/shared/hotels/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-store';

/** What can be reviewed after a visit: the path of its list in the API. */
export type ReviewTarget = 'hotels' | 'packages';

export function useReviews(id: string | undefined, page: number, target: ReviewTarget) {
  // Whether the reader may review depends on who they are: signing in or out asks again.
  const userId = useSession().user?._id ?? null;
  return useQuery({
    queryKey: [target, 'reviews', id, page, userId],
    enabled: !!id,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<ReviewsPageDto>(`/${target}/${id}/reviews`, { signal, query: { page } }),
  });
}

export function usePostReview(id: string, target: ReviewTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => api<ReviewDto>(`/${target}/${id}/reviews`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [target] }),
  });
}
