import type { UserDto } from '@app/shared/auth/schemas';
import type { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    profileImage: row.profileImage,
    permissions: { blog: row.blogPermission },
    preferences: { notifications: { email: row.emailNotifications } },
    createdAt: row.createdAt.toISOString(),
  };
}
