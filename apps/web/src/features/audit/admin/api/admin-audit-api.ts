import type { AuditEntity } from '@app/shared/audit/entries';
import type { AuditListDto } from '@app/shared/audit/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 25;

/** The trail's filters as the address keeps them; `undefined` leaves one off. */
export interface AuditListParams {
  /** Part of the actor's name or email. */
  q: string;
  /** One account's id (a link from elsewhere). */
  actor?: string;
  entity?: AuditEntity;
  /** One entity's id (a link from its page): its entries and its parts'. */
  entityId?: string;
  /** Business days, both included. */
  from?: string;
  to?: string;
  page: number;
}

/** GET /api/admin/audit: the entries, newest first (names folded by the server). */
export function useAuditTrail(params: AuditListParams) {
  return useQuery({
    queryKey: ['admin-audit', 'list', params],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<AuditListDto>('/admin/audit', {
        signal,
        query: {
          q: params.q || undefined,
          actor: params.actor,
          entity: params.entity,
          entityId: params.entityId,
          from: params.from,
          to: params.to,
          page: params.page,
          limit: AUDIT_PAGE_SIZE,
        },
      }),
  });
}
