import { ROLES, type Role } from '@app/shared/auth/rules';
import type { AdminUserDetailDto } from '@app/shared/users/admin-users';
import { Button, Divider, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMailForward, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../../lib/notify';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useSendPasswordReset, useSetDisabled, useUpdateUser } from '../api/admin-users-api';
import { ConfirmActionDialog } from './confirm-action-dialog';

const SELF_NOTE_ID = 'own-account-note';
const BLOG_HELP_ID = 'blog-permission-help';

interface AccountActionsProps {
  detail: AdminUserDetailDto;
  /** The account is the signed-in admin's own: what would change themself is not offered. */
  own: boolean;
  /** Opens the delete dialog (the page holds it: a deletion leaves the page). */
  onDelete: () => void;
}

/**
 * What an admin may do to an account: its role (confirmed first), the blog permission, disabling
 * (confirmed first) and enabling, a password-reset mail, deletion. Each says what it did in a notice;
 * a refusal says why in the reader's language.
 */
export function AccountActions({ detail, own, onDelete }: AccountActionsProps) {
  const { t } = useTranslation('adminUsers');
  const errorMessage = useErrorMessage();
  const { user } = detail;
  const id = user._id;
  const name = user.name;
  const update = useUpdateUser(id);
  const setDisabled = useSetDisabled(id);
  const reset = useSendPasswordReset(id);
  const [newRole, setNewRole] = useState<Role | null>(null);
  const [disabling, setDisabling] = useState(false);

  const failed = (fallback: string) => (error: unknown) =>
    notify({ color: 'red', message: errorMessage(error, fallback) });

  const changeRole = (role: Role) =>
    update.mutate(
      { role },
      {
        onSuccess: ({ user: saved }) => {
          setNewRole(null);
          notify({
            color: 'uzungol',
            message: t('actions.roleChanged', { name, role: t(`roles.${saved.role}`) }),
          });
        },
      },
    );

  const toggleBlog = (blog: boolean) => {
    update.reset();
    update.mutate(
      { blogPermission: blog },
      {
        onSuccess: ({ user: saved }) =>
          notify({
            color: 'uzungol',
            message: t(saved.permissions.blog ? 'actions.blogGranted' : 'actions.blogRevoked', { name }),
          }),
        onError: failed(t('actions.blogFailed')),
      },
    );
  };

  const disable = () =>
    setDisabled.mutate(true, {
      onSuccess: () => {
        setDisabling(false);
        notify({ color: 'uzungol', message: t('actions.disabledDone', { name }) });
      },
    });

  const enable = () => {
    setDisabled.reset();
    setDisabled.mutate(false, {
      onSuccess: () => notify({ color: 'uzungol', message: t('actions.enabledDone', { name }) }),
      onError: failed(t('actions.enableFailed')),
    });
  };

  const sendReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => notify({ color: 'uzungol', message: t('actions.resetSent', { email: user.email }) }),
      onError: failed(t('actions.resetFailed')),
    });

  const blogPending = update.isPending && update.variables?.blogPermission !== undefined;
  const selfNote = own ? { 'aria-describedby': SELF_NOTE_ID } : {};

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="account-actions">
      <Stack gap="md">
        <Title order={2} size="h4" id="account-actions">
          {t('actions.title')}
        </Title>
        {own ? (
          <Text id={SELF_NOTE_ID} size="sm" c="dimmed">
            {t('actions.ownAccount')}
          </Text>
        ) : null}
        <Select
          label={t('actions.role')}
          description={own ? t('actions.ownRole') : t('actions.roleHelp')}
          maw={420}
          allowDeselect={false}
          value={user.role}
          disabled={own}
          onChange={(value) => {
            if (value && value !== user.role) {
              update.reset();
              setNewRole(value as Role);
            }
          }}
          data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        {/* The help is said after the name, not in it (a Switch's description sits inside its label). */}
        <Stack gap={4}>
          <Switch
            label={t('actions.blog')}
            aria-describedby={BLOG_HELP_ID}
            checked={user.permissions.blog}
            disabled={blogPending}
            onChange={(event) => toggleBlog(event.currentTarget.checked)}
          />
          <Text id={BLOG_HELP_ID} size="sm" c="dimmed">
            {t('actions.blogHelp')}
          </Text>
        </Stack>
        <Divider />
        <Group gap="sm" wrap="wrap">
          {user.disabled ? (
            <Button
              variant="light"
              leftSection={<IconUserCheck size={18} aria-hidden="true" />}
              loading={setDisabled.isPending}
              onClick={enable}
            >
              {t('actions.enable')}
            </Button>
          ) : (
            <Button
              variant="light"
              color="red"
              // Red's own text on its light tint is under 4.5:1 on a white page, and red-9 too on the
              // deeper tint under the pointer: a red darker still reads at 4.5:1 on both (a disabled
              // button keeps Mantine's grey).
              c={
                own
                  ? undefined
                  : 'light-dark(color-mix(in srgb, var(--mantine-color-red-9) 80%, black), var(--mantine-color-red-light-color))'
              }
              leftSection={<IconUserOff size={18} aria-hidden="true" />}
              disabled={own}
              {...selfNote}
              onClick={() => {
                setDisabled.reset();
                setDisabling(true);
              }}
            >
              {t('actions.disable')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconMailForward size={18} aria-hidden="true" />}
            loading={reset.isPending}
            onClick={sendReset}
          >
            {t('actions.sendReset')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            disabled={own}
            {...selfNote}
            onClick={onDelete}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>

      <ConfirmActionDialog
        opened={newRole !== null}
        title={t('actions.roleTitle', { name })}
        confirmLabel={t('actions.roleConfirm')}
        danger={user.role === 'admin'}
        pending={update.isPending}
        error={update.isError && newRole ? errorMessage(update.error, t('actions.roleFailed')) : null}
        onConfirm={() => newRole && changeRole(newRole)}
        onClose={() => setNewRole(null)}
      >
        <Text>
          {newRole
            ? t('actions.roleBody', { name, from: t(`roles.${user.role}`), to: t(`roles.${newRole}`) })
            : null}
        </Text>
        {newRole ? <Text size="sm">{t(`actions.roleMeans.${newRole}`)}</Text> : null}
      </ConfirmActionDialog>

      <ConfirmActionDialog
        opened={disabling}
        title={t('actions.disableTitle', { name })}
        confirmLabel={t('actions.disable')}
        danger
        pending={setDisabled.isPending}
        error={setDisabled.isError ? errorMessage(setDisabled.error, t('actions.disableFailed')) : null}
        onConfirm={disable}
        onClose={() => setDisabling(false)}
      >
        <Text>{t('actions.disableBody', { name })}</Text>
        <Text size="sm">{t('actions.disableKeeps')}</Text>
      </ConfirmActionDialog>
    </Paper>
  );
}
