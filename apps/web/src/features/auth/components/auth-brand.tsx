import { Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The logo at the top of the login and register views (hidden in the blog-admin variant). */
export function AuthBrand() {
  const { t } = useTranslation('auth');
  return (
    <Group gap="sm" wrap="nowrap" data-testid="auth-brand">
      <Image src="/favicon.svg" alt="" w={40} h={40} fit="contain" />
      <Stack gap={0}>
        <Text fw={700} size="lg" lh={1.2}>
          {t('brandName')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tagline')}
        </Text>
      </Stack>
    </Group>
  );
}
