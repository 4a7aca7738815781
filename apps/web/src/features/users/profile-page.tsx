import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { authDialog } from '../../lib/session/auth-dialog-store';
import { useSession } from '../../lib/session/session-store';
import { useTranslation } from '../../lib/use-translation';
import { useMe } from './api/profile-queries';
import { ChangePasswordForm } from './components/change-password-form';
import { ProfileDetailsForm } from './components/profile-details-form';
import { ProfileSummary } from './components/profile-summary';
import { SignOutEverywhere } from './components/sign-out-everywhere';

/** `/profile`: the signed-in user's details, preferences, password and devices. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { status, user: sessionUser } = useSession();
  const me = useMe(status === 'authenticated' ? sessionUser?._id : undefined);

  let body: React.ReactNode;
  if (status === 'loading' || (status === 'authenticated' && me.isPending)) {
    body = <LoadingState label={t('loading')} />;
  } else if (status === 'anonymous') {
    body = (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('signedOut.title')}
          </Title>
          <Text>{t('signedOut.body')}</Text>
          <Button
            size="md"
            onClick={() => authDialog.open('login', { variant: 'default', redirect: '/profile' })}
          >
            {t('signedOut.action')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (me.isError || !me.data) {
    body = (
      <ErrorState message={t('loadFailed')} onRetry={() => void me.refetch()} retrying={me.isFetching} />
    );
  } else {
    const user = me.data;
    body = (
      <Stack gap="lg">
        <ProfileSummary user={user} />
        <ProfileDetailsForm key={user._id} user={user} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ChangePasswordForm email={user.email} />
          <SignOutEverywhere />
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('lead')}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
