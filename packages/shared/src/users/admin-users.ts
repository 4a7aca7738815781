import { z } from 'zod';
import { userDto } from '../auth/responses.ts';
import { ROLES } from '../auth/rules.ts';
import { adminCommentDto } from '../blog/admin-responses.ts';
import { bookingDto } from '../bookings/responses.ts';
import { paginationQuery } from '../common/pagination.ts';
import { text } from '../common/text-field.ts';

/** How the admin's list of accounts may be ordered; `created` (newest first) unless asked. */
export const ADMIN_USER_SORTS = ['created', 'name', 'email', 'last-sign-in'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** `GET /api/admin/users`: a search by name or email (Turkish letters folded), filters, order, page. */
export const adminUsersQuery = paginationQuery.extend({
  q: text(100).optional(),
  role: z.enum(ROLES).optional(),
  blog: z.enum(['true', 'false']).optional(),
  disabled: z.enum(['true', 'false']).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('created'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** An account as the admin sees it: the profile, whether it is disabled, when it last signed in. */
export const adminUserDto = userDto.extend({
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  /** When the account last signed in (its newest session), null when never since sessions are kept. */
  lastSignInAt: z.string().nullable(),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

export const adminUserReviewDto = z.object({
  _id: z.string(),
  /** What was reviewed: its registered type (`hotel`, `package`, `restaurant`) and id. */
  subjectType: z.string(),
  subjectId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  lang: z.string(),
  date: z.string(),
});
export type AdminUserReviewDto = z.infer<typeof adminUserReviewDto>;

/** How many the account has, and the latest few. */
function countedLatest<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), latest: z.array(item) });
}

/**
 * `GET /api/admin/users/:id`: the account with its bookings, reviews and blog comments. The server
 * builds it with its booking schema, whose `type` names every kind it has registered.
 */
export function adminUserDetailDtoOf<B extends z.ZodType>(booking: B) {
  return z.object({
    user: adminUserDto,
    bookings: countedLatest(booking),
    reviews: countedLatest(adminUserReviewDto),
    comments: countedLatest(adminCommentDto),
  });
}
export const adminUserDetailDto = adminUserDetailDtoOf(bookingDto);
export type AdminUserDetailDto = z.infer<typeof adminUserDetailDto>;

/** `PATCH /api/admin/users/:id`: the role and the blog permission, each optional. */
export const adminUserPatchBody = z
  .object({ role: z.enum(ROLES).optional(), blogPermission: z.boolean().optional() })
  .strict();
export type AdminUserPatchBody = z.infer<typeof adminUserPatchBody>;

export const adminUserEnvelopeDto = z.object({ user: adminUserDto });

/** `DELETE /api/admin/users/:id`: what was kept and what was anonymised. */
export const adminUserDeletedDto = z.object({
  _id: z.string(),
  bookingsKept: z.number().int(),
  reviewsAnonymised: z.number().int(),
  commentsAnonymised: z.number().int(),
});
export type AdminUserDeletedDto = z.infer<typeof adminUserDeletedDto>;
