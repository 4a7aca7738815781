import type { Role } from '@app/shared/auth/rules';
import type { AdminUserDto } from '@app/shared/users/admin-users';
import { Badge, type BadgeProps, Group } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation';

/** One colour per role: the admin stands out, a traveller is quiet. */
const ROLE_COLOR: Record<Role, string> = { admin: 'sea', 'blog-admin': 'violet', user: 'gray' };

/**
 * Violet's own text on its light tint is 4.1:1 on a white page: there its text takes shade 8
 * (5.5:1); the dark scheme's tint and text already read.
 */
const ROLE_TEXT: Partial<Record<Role, string>> = {
  'blog-admin': 'light-dark(var(--mantine-color-violet-8), var(--mantine-color-violet-light-color))',
};

/** An account's role as a badge ("Administrator", "Blog manager", "Traveller"). */
export function RoleBadge({ role, size = 'sm' }: { role: Role; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Badge variant="light" color={ROLE_COLOR[role]} c={ROLE_TEXT[role]} size={size} miw="max-content">
      {t(`roles.${role}`)}
    </Badge>
  );
}

/** A disabled account says so in red; an active one shows nothing. */
export function DisabledBadge({
  user,
  size = 'sm',
}: {
  user: Pick<AdminUserDto, 'disabled'>;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('adminUsers');
  return user.disabled ? (
    <Badge variant="filled" color="red" autoContrast size={size} miw="max-content">
      {t('badges.disabled')}
    </Badge>
  ) : null;
}

/** Whether the account may open the blog admin through the permission (a role may give it anyway). */
export function BlogBadge({
  user,
  size = 'sm',
}: {
  user: Pick<AdminUserDto, 'permissions'>;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('adminUsers');
  return user.permissions.blog ? (
    <Badge variant="light" color="uzungol" size={size} miw="max-content">
      {t('badges.blog')}
    </Badge>
  ) : null;
}

/** The account's role, blog permission and whether it is disabled (a card on a phone, the page's head). */
export function AccountBadges({ user, size = 'sm' }: { user: AdminUserDto; size?: BadgeProps['size'] }) {
  return (
    <Group gap={6} wrap="wrap">
      <RoleBadge role={user.role} size={size} />
      <BlogBadge user={user} size={size} />
      <DisabledBadge user={user} size={size} />
    </Group>
  );
}
