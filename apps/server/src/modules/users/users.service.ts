import { AVATAR_MAX_BYTES, AVATAR_WIDTH } from '@app/shared/auth/avatar';
import type { ProfileBody, UserDto } from '@app/shared/auth/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { toUserDto, type UserRow } from './user-dto.ts';
import { usersRepository } from './users.repository.ts';

/** Accounts as their owners edit them (profile, photo) and as the admin lists them. */
export function usersService(deps: { db: Db; clock: Clock; uploads: UploadsService }) {
  const { clock, uploads: images } = deps;
  const repo = usersRepository(deps.db);

  return {
    /**
     * Only name, phone, profile image and the email preference can change here: role, permissions
     * and email are not in the schema, so they are dropped before they reach the database.
     */
    async updateProfile(user: UserRow, body: ProfileBody): Promise<{ user: UserDto }> {
      const row = await repo.update(user.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.profileImage !== undefined ? { profileImage: body.profileImage } : {}),
        ...(body.preferences ? { emailNotifications: body.preferences.notifications.email } : {}),
        updatedAt: clock.now(),
      });
      if (!row) throw new AppError(404, 'not_found');
      // The photo can only be removed here (it is set by uploading one): its files go with it.
      if (body.profileImage === '' && user.profileImage) await images.drop(user.profileImage);
      return { user: toUserDto(row) };
    },

    /**
     * A new profile photo through the image pipeline (one WebP variant 256 px wide, at most 5 MB),
     * set on the account; the photo it replaces is deleted.
     */
    async setAvatar(user: UserRow, buffer: Buffer): Promise<{ user: UserDto }> {
      const stored = await images.store(buffer, user.id, {
        widths: [AVATAR_WIDTH],
        maxBytes: AVATAR_MAX_BYTES,
      });
      const row = await repo.update(user.id, { profileImage: stored.url, updatedAt: clock.now() });
      if (!row) throw new AppError(404, 'not_found');
      if (user.profileImage !== stored.url) await images.drop(user.profileImage);
      return { user: toUserDto(row) };
    },

    async list(query: { q?: string | undefined; page: number; limit: number }) {
      const { rows, total } = await repo.list(query);
      const { page, limit } = query;
      return { data: rows.map(toUserDto), total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },
  };
}
