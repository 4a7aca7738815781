import { ROLES } from '@app/shared/auth/rules';
import { ADMIN_USER_SORTS, type AdminUserDto, type AdminUserSort } from '@app/shared/users/admin-users';
import { Anchor, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { AdminListFooter } from '../../../components/admin/admin-list-footer';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { AdminListSearch } from '../../../components/admin/admin-list-search';
import { AdminListEmpty, AdminListStates } from '../../../components/admin/admin-list-states';
import { AdminTable } from '../../../components/admin/admin-table';
import { currentLanguage } from '../../../lib/i18n';
import { shownRange } from '../../../lib/shown-range';
import { useListQuery, useStayWithinPages } from '../../../lib/use-list-query';
import { useTranslation } from '../../../lib/use-translation';
import { ADMIN_USERS_PAGE_SIZE, type AdminUserListParams, useAdminUserList } from './api/admin-users-api';
import { AccountBadges, DisabledBadge, RoleBadge } from './components/account-badges';
import { joinedOn, LastSignIn, lastSignedIn } from './components/account-dates';
import { listState } from './components/back-to-list';

/** The filters a "Clear" empties (the order stays as chosen). */
const FILTERS = ['role', 'blog', 'disabled'] as const;
const ALL = 'all';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const yesNo = (value: string | null) => oneOf(['true', 'false'] as const, value);

/** The list's filters and order from the address; anything it does not know is left off. */
function readFilters(params: URLSearchParams): Omit<AdminUserListParams, 'q' | 'page'> {
  return {
    role: oneOf(ROLES, params.get('role')),
    blog: yesNo(params.get('blog')),
    disabled: yesNo(params.get('disabled')),
    sort: oneOf(ADMIN_USER_SORTS, params.get('sort')) ?? 'created',
  };
}

/** Two filters to a row on a phone (the search box has its own row), so the list starts on the first screen. */
const HALF_ON_PHONE = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 190 };

/** `/admin/users`: every account, found by name or email, filtered and ordered; the view lives in the address. */
export function AdminUsersPage() {
  const { t } = useTranslation(['adminUsers', 'admin']);
  const { params, q, page, search, setSearch, update, clear } = useListQuery();
  const filters = readFilters(params);
  const list = useAdminUserList({ q, page, ...filters });
  useStayWithinPages(list, page, update);

  const filtered = q !== '' || FILTERS.some((key) => filters[key] !== undefined);
  const choose = (key: string) => (value: string | null) =>
    update({ [key]: !value || value === ALL ? null : value, page: null });

  return (
    <AdminListPage title={t('admin:nav.users')} lead={t('admin:leads.users')}>
      <AdminListSearch
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        refreshing={list.isFetching && !list.isPending}
      >
        <Select
          w={HALF_ON_PHONE}
          label={t('list.role')}
          allowDeselect={false}
          value={filters.role ?? ALL}
          onChange={choose('role')}
          data={[
            { value: ALL, label: t('list.allRoles') },
            ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
        />
        <Select
          w={HALF_ON_PHONE}
          label={t('list.blog')}
          allowDeselect={false}
          value={filters.blog ?? ALL}
          onChange={choose('blog')}
          data={[
            { value: ALL, label: t('list.blogAll') },
            { value: 'true', label: t('list.blogYes') },
            { value: 'false', label: t('list.blogNo') },
          ]}
        />
        <Select
          w={HALF_ON_PHONE}
          label={t('list.status')}
          allowDeselect={false}
          value={filters.disabled ?? ALL}
          onChange={choose('disabled')}
          data={[
            { value: ALL, label: t('list.statusAll') },
            { value: 'false', label: t('list.statusActive') },
            { value: 'true', label: t('list.statusDisabled') },
          ]}
        />
        <Select
          w={HALF_ON_PHONE}
          label={t('list.sort')}
          allowDeselect={false}
          value={filters.sort}
          onChange={(value) => update({ sort: value === 'created' ? null : value, page: null })}
          data={ADMIN_USER_SORTS.map((sort: AdminUserSort) => ({
            value: sort,
            label: t(`list.sorts.${sort}`),
          }))}
        />
      </AdminListSearch>
      <AdminListStates
        list={list}
        loadingLabel={t('list.loading')}
        loadFailed={{ message: t('list.loadFailed') }}
        empty={
          <AdminListEmpty
            t={t}
            texts="adminUsers:list"
            filtered={filtered}
            onClear={() => clear(...FILTERS)}
          />
        }
      >
        {(answer) => (
          <Stack gap="md">
            <UserResults users={answer.data} />
            <AdminListFooter
              summary={t('list.showing', shownRange(answer, ADMIN_USERS_PAGE_SIZE, currentLanguage()))}
              page={answer.page}
              totalPages={answer.totalPages}
              onPage={(next) => update({ page: next })}
            />
          </Stack>
        )}
      </AdminListStates>
    </AdminListPage>
  );
}

/** A phone gets one card per account; a wider screen the table. */
function UserResults({ users }: { users: AdminUserDto[] }) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return phone ? <UserCards users={users} /> : <UserTable users={users} />;
}

/** The account's name, linked to its page; the list's address goes along so "All users" comes back to it. */
function UserLink({ user, fw = 600 }: { user: AdminUserDto; fw?: number }) {
  const { search } = useLocation();
  return (
    <Anchor component={Link} to={`/admin/users/${user._id}`} state={listState(search)} fw={fw} c="inherit">
      <bdi>{user.name}</bdi>
    </Anchor>
  );
}

function BlogPermission({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Text size="sm" c={user.permissions.blog ? undefined : 'dimmed'}>
      {user.permissions.blog ? t('list.blogGranted') : t('list.blogNotGranted')}
    </Text>
  );
}

function UserTable({ users }: { users: AdminUserDto[] }) {
  const { t } = useTranslation('adminUsers');
  return (
    <AdminTable caption={t('list.caption')} minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('list.columns.name')}</Table.Th>
          <Table.Th>{t('list.columns.email')}</Table.Th>
          <Table.Th>{t('list.columns.role')}</Table.Th>
          <Table.Th>{t('list.columns.blog')}</Table.Th>
          <Table.Th>{t('list.columns.status')}</Table.Th>
          <Table.Th>{t('list.columns.joined')}</Table.Th>
          <Table.Th>{t('list.columns.lastSignIn')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user._id}>
            <Table.Td>
              <UserLink user={user} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{user.email}</bdi>
              </Text>
            </Table.Td>
            <Table.Td>
              <RoleBadge role={user.role} />
            </Table.Td>
            <Table.Td>
              <BlogPermission user={user} />
            </Table.Td>
            <Table.Td>
              {user.disabled ? <DisabledBadge user={user} /> : <Text size="sm">{t('list.active')}</Text>}
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {joinedOn(user)}
              </Text>
            </Table.Td>
            <Table.Td>
              <LastSignIn user={user} style={{ whiteSpace: 'nowrap' }} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}

function UserCards({ users }: { users: AdminUserDto[] }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('list.caption')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {users.map((user) => (
        <Paper key={user._id} component="li" withBorder radius="lg" p="sm">
          <Stack gap={6}>
            <UserLink user={user} fw={700} />
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{user.email}</bdi>
            </Text>
            <AccountBadges user={user} />
            <Text size="sm" c="dimmed">
              {t('list.cardJoined', { date: joinedOn(user) })}
              {' · '}
              {lastSignedIn(user)
                ? t('list.cardLastSignIn', { date: lastSignedIn(user) ?? '' })
                : t('list.cardNeverSignedIn')}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
