import type { AdminUserDetailDto } from '@app/shared/users/admin-users';
import { Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { ApiError } from '../../../lib/api-client';
import { FOCUS_HEADING, useFocusHeadingOnArrival } from '../../../lib/focus-heading';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session/session-store';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminUser, useDeleteUser, useForgetUser } from './api/admin-users-api';
import { AccountActions } from './components/account-actions';
import { AccountBadges } from './components/account-badges';
import { AccountBookings } from './components/account-bookings';
import { AccountComments, AccountReviews } from './components/account-contributions';
import { joinedOn, lastSignedIn } from './components/account-dates';
import { BackToList, listSearchOf } from './components/back-to-list';
import { DeleteUserDialog } from './components/delete-user-dialog';

/** `/admin/users/:id`: one account, its bookings, reviews and comments, and what an admin may do to it. */
export function AdminUserDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation('adminUsers');
  const account = useAdminUser(id);

  let body: ReactNode;
  if (account.isPending) body = <LoadingState label={t('detail.loading')} />;
  else if (account.isError && !account.data)
    body =
      account.error instanceof ApiError && account.error.status === 404 ? (
        <EmptyState titleOrder={1} title={t('detail.notFoundTitle')} description={t('detail.notFound')} />
      ) : (
        <ErrorState
          title={t('detail.loadFailed')}
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
        />
      );
  else body = <Account detail={account.data} />;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <BackToList />
        {body}
      </Stack>
    </Container>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </div>
  );
}

function Account({ detail }: { detail: AdminUserDetailDto }) {
  const { t } = useTranslation('adminUsers');
  const { user } = detail;
  const me = useSession().user;
  const own = me?._id === user._id;
  const headingRef = useFocusHeadingOnArrival<HTMLHeadingElement>();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteUser(user._id);
  const forget = useForgetUser();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { state } = useLocation();
  const lang = currentLanguage();
  const lastSignIn = lastSignedIn(user);

  const deleteAccount = () =>
    remove.mutate(undefined, {
      onSuccess: (done) => {
        const counted = (count: number) => ({ count, formatted: formatNumber(count, lang) });
        notify({
          color: 'uzungol',
          title: t('delete.done', { name: user.name }),
          message: t('delete.doneKept', {
            bookings: t('delete.bookingCount', counted(done.bookingsKept)),
            reviews: t('delete.reviewCount', counted(done.reviewsAnonymised)),
            comments: t('delete.commentCount', counted(done.commentsAnonymised)),
          }),
        });
        setDeleting(false);
        // The list opens with focus on its heading; the account's page leaves the cache once it has gone.
        void Promise.resolve(
          navigate(`/admin/users${listSearchOf(state)}`, { replace: true, state: FOCUS_HEADING }),
        ).then(() => forget(user._id));
      },
    });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} ref={headingRef} tabIndex={-1}>
          <bdi>{user.name}</bdi>
        </Title>
        <Group gap={6} wrap="wrap">
          <AccountBadges user={user} size="md" />
          {own ? (
            <Badge variant="outline" color="sea" size="md">
              {t('badges.you')}
            </Badge>
          ) : null}
        </Group>
      </Stack>

      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="account-profile">
        <Title order={2} size="h4" id="account-profile" mb="sm">
          {t('detail.profile')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Fact label={t('detail.email')}>
            <Text style={{ overflowWrap: 'anywhere' }}>
              <bdi>{user.email}</bdi>
            </Text>
          </Fact>
          {user.phone ? (
            <Fact label={t('detail.phone')}>
              <Text>
                <bdi dir="ltr">{user.phone}</bdi>
              </Text>
            </Fact>
          ) : null}
          <Fact label={t('detail.joined')}>
            <Text>{joinedOn(user)}</Text>
          </Fact>
          <Fact label={t('detail.lastSignIn')}>
            <Text c={lastSignIn ? undefined : 'dimmed'}>{lastSignIn ?? t('list.neverSignedIn')}</Text>
          </Fact>
          {user.disabledAt ? (
            <Fact label={t('detail.disabledSince')}>
              <Text>{formatDateTime(user.disabledAt, lang)}</Text>
            </Fact>
          ) : null}
        </SimpleGrid>
      </Paper>

      <AccountActions
        detail={detail}
        own={own}
        onDelete={() => {
          remove.reset();
          setDeleting(true);
        }}
      />
      <AccountBookings detail={detail} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AccountReviews detail={detail} />
        <AccountComments detail={detail} />
      </SimpleGrid>

      <DeleteUserDialog
        opened={deleting}
        detail={detail}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('delete.failed')) : null}
        onDelete={deleteAccount}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
