import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

const PROVIDERS = [
  { key: 'google', icon: IconBrandGoogle },
  { key: 'facebook', icon: IconBrandFacebook },
] as const;

/** Google and Facebook sign-in are not offered yet: the buttons are shown disabled with a note. */
export function SocialLoginButtons() {
  const { t } = useTranslation('auth');
  const noteId = useId();
  return (
    <Stack gap="sm" data-testid="social-login">
      <Divider label={t('login.or')} labelPosition="center" />
      {PROVIDERS.map(({ key, icon: Icon }) => (
        <Button
          key={key}
          variant="default"
          size="md"
          fullWidth
          disabled
          aria-describedby={noteId}
          leftSection={<Icon size={20} aria-hidden="true" />}
        >
          {t(`login.${key}`)}
        </Button>
      ))}
      <Text id={noteId} size="xs" c="dimmed" ta="center">
        {t('login.socialComingSoon')}
      </Text>
    </Stack>
  );
}
