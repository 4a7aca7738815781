import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** Google and Facebook sign-in are not offered yet: the buttons are shown disabled with a note. */
export function SocialLoginButtons() {
  const { t } = useTranslation('auth');
  const noteId = useId();
  return (
    <Stack gap="sm" data-testid="social-login">
      <Divider label={t('login.or')} labelPosition="center" />
      <Button
        variant="default"
        size="md"
        fullWidth
        disabled
        aria-describedby={noteId}
        leftSection={<IconBrandGoogle size={20} aria-hidden="true" />}
      >
        {t('login.google')}
      </Button>
      <Button
        variant="default"
        size="md"
        fullWidth
        disabled
        aria-describedby={noteId}
        leftSection={<IconBrandFacebook size={20} aria-hidden="true" />}
      >
        {t('login.facebook')}
      </Button>
      <Text id={noteId} size="xs" c="dimmed" ta="center">
        {t('login.socialComingSoon')}
      </Text>
    </Stack>
  );
}
