import type { Role } from '@app/shared/auth/rules';
import type { UserDto } from '@app/shared/auth/schemas';
import { isLanguage } from '@app/shared/i18n/languages';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';
import { UserAvatar } from './user-avatar';

function roleLabel(role: Role, t: TFunction<'profile'>): string {
  if (role === 'admin') return t('roles.admin');
  if (role === 'blog-admin') return t('roles.blogAdmin');
  return t('roles.user');
}

/** Who is signed in: photo or initials, name, email, role and since when. */
export function ProfileSummary({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('profile');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" wrap="nowrap" align="center">
        <UserAvatar name={user.name} src={user.profileImage} size={72} />
        <Stack gap={4} miw={0}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{user.email}</bdi>
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={user.role === 'user' ? 'uzungol' : 'sea'}>
              {roleLabel(user.role, t)}
            </Badge>
            {user.createdAt ? (
              <Text size="sm" c="dimmed">
                {t('summary.memberSince', { date: formatDate(user.createdAt, lang) })}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
