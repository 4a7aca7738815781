import type { BookingDto } from '@app/shared/bookings/responses';
import type { Language } from '@app/shared/i18n/languages';
import { perLanguage } from '@app/shared/i18n/per-language';
import type {
  AdminUserDeletedDto,
  AdminUserDetailDto,
  AdminUserDto,
  AdminUserPatchBody,
  AdminUsersQuery,
} from '@app/shared/users/admin-users';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CacheTags } from '../../lib/cache-tags.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { Clock } from '../../lib/clock.ts';
import { serverText } from '../../lib/texts.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BlogAdminCommentsService } from '../blog/blog-admin-comments.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import { type AdminUserRow, adminUsersRepository } from './admin-users.repository.ts';
import { toUserDto, type UserRow } from './user-dto.ts';

/**
 * The author shown on the reviews and comments of a deleted account, in the language each was
 * written in (the name is stored text, like any author's name).
 */
const formerGuestName = () => perLanguage((lang) => serverText(lang, 'common:formerGuest'));

/**
 * What the admin's view needs of the bookings module's service (its `mine`): an account's bookings,
 * newest relevant first, with how many there are. The booking core stays behind its service.
 */
export interface AccountBookings {
  mine(
    user: { id: string },
    lang: Language,
    query: { page: number; limit: number },
  ): Promise<{ total: number; data: BookingDto[] }>;
}

/** How many of an account's latest bookings, reviews and comments its page shows. */
const LATEST = 5;

function toAdminUserDto({ user, lastSignInAt }: AdminUserRow): AdminUserDto {
  return {
    ...toUserDto(user),
    disabled: user.disabledAt !== null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
  };
}

/**
 * The admin's management of accounts: the list, one account with what it did, its role and blog
 * permission, disabling (every session ends at once), a password-reset mail and deletion (bookings
 * kept, reviews and comments anonymised). The last active admin keeps the role and the account,
 * and no admin disables, demotes or deletes themself.
 */
export function adminUsersService(deps: {
  db: Db;
  clock: Clock;
  auth: AuthService;
  bookings: AccountBookings;
  reviews: ReviewsService;
  blogComments: BlogAdminCommentsService;
}) {
  const { db, clock, auth } = deps;
  const repo = adminUsersRepository(db);

  async function found(id: string): Promise<AdminUserRow> {
    const row = await repo.byId(id);
    if (!row) throw new AppError(404, 'not_found');
    return row;
  }

  /**
   * A change to an account that may take an active admin away, inside one transaction that holds
   * the active admins: `takesAdminAway` says whether it would, for the account as locked.
   */
  function changing<T>(
    callerId: string,
    id: string,
    takesAdminAway: (user: UserRow) => boolean,
    work: (tx: Db, user: UserRow) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await adminUsersRepository(tx).lockForChange(id);
      if (!locked) throw new AppError(404, 'not_found');
      const { user, otherActiveAdmins } = locked;
      const activeAdmin = user.role === 'admin' && user.disabledAt === null;
      if (takesAdminAway(user)) {
        if (activeAdmin && otherActiveAdmins === 0) throw new AppError(409, 'last_admin');
        if (user.id === callerId) throw new AppError(409, 'cannot_change_self');
      }
      return work(tx, user);
    });
  }

  return {
    async list(query: AdminUsersQuery) {
      const { rows, total } = await repo.list(query);
      const { page, limit } = query;
      return {
        data: rows.map(toAdminUserDto),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    /** One account as the list shows it (404 when there is none). */
    async account(id: string): Promise<AdminUserDto> {
      return toAdminUserDto(await found(id));
    },

    async detail(id: string, lang: Language): Promise<AdminUserDetailDto> {
      const row = await found(id);
      const [bookings, reviews, comments] = await Promise.all([
        deps.bookings.mine({ id }, lang, { page: 1, limit: LATEST }),
        deps.reviews.byAuthor(id, LATEST),
        deps.blogComments.byAuthor(id, LATEST, lang),
      ]);
      return {
        user: toAdminUserDto(row),
        bookings: { total: bookings.total, latest: bookings.data },
        reviews,
        comments,
      };
    },

    /** The role and the blog permission; they hold from the account's next request. */
    async update(callerId: string, id: string, body: AdminUserPatchBody): Promise<{ user: AdminUserDto }> {
      await changing(
        callerId,
        id,
        (user) => body.role !== undefined && user.role === 'admin' && body.role !== 'admin',
        (tx, user) =>
          adminUsersRepository(tx).update(user.id, {
            ...(body.role !== undefined ? { role: body.role } : {}),
            ...(body.blogPermission !== undefined ? { blogPermission: body.blogPermission } : {}),
            updatedAt: clock.now(),
          }),
      );
      return { user: toAdminUserDto(await found(id)) };
    },

    /** The account can no longer sign in, and every session of it ends now (refresh and access tokens). */
    async disable(callerId: string, id: string): Promise<{ user: AdminUserDto }> {
      await changing(
        callerId,
        id,
        () => true,
        async (tx, user) => {
          const now = clock.now();
          if (!user.disabledAt)
            await adminUsersRepository(tx).update(user.id, { disabledAt: now, updatedAt: now });
          await auth.logoutEverywhere(user.id, { tx });
        },
      );
      return { user: toAdminUserDto(await found(id)) };
    },

    async enable(id: string): Promise<{ user: AdminUserDto }> {
      const row = await found(id);
      if (row.user.disabledAt) await repo.update(id, { disabledAt: null, updatedAt: clock.now() });
      return { user: toAdminUserDto(await found(id)) };
    },

    /** The forgot-password mail, as if the account's owner had asked for it, in `lang`. */
    async sendPasswordReset(id: string, lang: Language): Promise<void> {
      const { user } = await found(id);
      auth.requestPasswordReset(user.email, lang);
    },

    /**
     * Deletes the account and its sessions. Its bookings stay with the guest's name and email they
     * were made with, no longer linked; its reviews and comments stay, shown as a former guest's.
     * Answers what was kept and the cache tags of the pages that showed its name.
     */
    async remove(callerId: string, id: string): Promise<{ answer: AdminUserDeletedDto; changed: CacheTags }> {
      const { total: bookingsKept } = await deps.bookings.mine({ id }, 'en', { page: 1, limit: 1 });
      return changing(
        callerId,
        id,
        () => true,
        async (tx, user) => {
          const reviews = await deps.reviews.anonymiseAuthor(user.id, formerGuestName(), { tx });
          const comments = await deps.blogComments.anonymiseAuthor(user.id, formerGuestName(), { tx });
          await auth.logoutEverywhere(user.id, { tx });
          await adminUsersRepository(tx).remove(user.id);
          const changed = [
            ...new Set([
              // A review shows on its subject's page, tagged `<type>:<id>` (hotel, package, restaurant).
              ...reviews.map((r) => `${r.subjectType}:${r.subjectId}`),
              ...comments.posts.flatMap((c) => [cacheTags.post(c.postId), cacheTags.post(c.slug)]),
            ]),
          ];
          return {
            answer: {
              _id: user.id,
              bookingsKept,
              reviewsAnonymised: reviews.length,
              commentsAnonymised: comments.count,
            },
            changed,
          };
        },
      );
    },
  };
}

export type AdminUsersService = ReturnType<typeof adminUsersService>;
