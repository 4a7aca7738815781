import { Alert, Button, Group, Modal, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { endLocalSession, useSignOutEverywhere } from '../api/profile-queries';

/** "Sign out of all devices", behind a confirmation; then home. */
export function SignOutEverywhere() {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const theme = useMantineTheme();
  const fullScreen = useMediaQuery(`(width < ${theme.breakpoints.sm})`) ?? false;
  const [opened, { open, close }] = useDisclosure(false);
  const signOut = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const titleId = useId();

  const confirm = () => {
    signOut.mutate(undefined, {
      onSuccess: async () => {
        close();
        // Home first: signing out on /profile would send the login-required guard to the login prompt.
        await navigate('/', { replace: true });
        await endLocalSession(queryClient);
      },
    });
  };

  const dismiss = () => {
    if (signOut.isPending) return;
    signOut.reset();
    close();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h4" id={titleId}>
          {t('security.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.lead')}
        </Text>
        <Button
          size="md"
          color="red"
          variant="light"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={open}
        >
          {t('security.signOutAll')}
        </Button>
      </Stack>

      <Modal
        opened={opened}
        onClose={dismiss}
        title={t('security.confirmTitle')}
        fullScreen={fullScreen}
        radius={fullScreen ? 0 : 'lg'}
        centered
        closeButtonProps={{ 'aria-label': t('security.cancel'), size: 'lg' }}
      >
        <Stack gap="md">
          <Text>{t('security.confirmBody')}</Text>
          {signOut.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
              {errorMessage(signOut.error, t('security.failed'))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button size="md" variant="default" onClick={dismiss} disabled={signOut.isPending} data-autofocus>
              {t('security.cancel')}
            </Button>
            <Button size="md" color="red" onClick={confirm} loading={signOut.isPending}>
              {t('security.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
