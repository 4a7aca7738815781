import { canManageBlog } from '@app/shared/auth/rules';
import type { UserDto } from '@app/shared/auth/schemas';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RoundIcon } from '../components/round-icon';
import { useTranslation } from '../lib/use-translation';

interface AccessDeniedProps {
  /** The area the signed-in person tried to open. */
  area: 'admin' | 'blogAdmin';
  user: UserDto;
}

/**
 * What a signed-in person sees on an area their account may not use: which area, who they are
 * signed in as, and a way home (and to the blog admin when they may use that instead).
 */
export function AccessDenied({ area, user }: AccessDeniedProps) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Container component="main" id="main-content" tabIndex={-1} size="sm" px="md" py={{ base: 48, sm: 80 }}>
      <Stack align="center" ta="center" gap="md">
        <RoundIcon size={64}>
          <IconLock size={34} />
        </RoundIcon>
        <Title order={1}>{t('pages:noAccess.title')}</Title>
        <Text size="lg" c="dimmed">
          {t(`pages:noAccess.${area}`, { name: user.name })}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/" size="md">
            {t('common:actions.backHome')}
          </Button>
          {area === 'admin' && canManageBlog(user) ? (
            <Button component={Link} to="/blog-admin" size="md" variant="default">
              {t('pages:noAccess.toBlogAdmin')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Container>
  );
}
