import type { UserDto } from '@app/shared/auth/schemas';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ACCOUNT_FOCUS_ATTRIBUTE } from '../../lib/session/use-return-focus';
import { useTranslation } from '../../lib/use-translation';
import { accountLinks } from './account-links';
import { useLogout } from './use-logout';
import classes from './user-menu.module.css';

/** Avatar and name opening the account menu (desktop header). */
export function UserMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  return (
    <Menu position="bottom-end" shadow="md" width={230}>
      <Menu.Target>
        <UnstyledButton
          className={classes.target}
          aria-label={t('account.menu', { name: user.name })}
          {...{ [ACCOUNT_FOCUS_ATTRIBUTE]: '' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={user.profileImage || null}
              color="sea"
              variant="filled"
              size={32}
              alt=""
              aria-hidden
            />
            <Text component="span" size="sm" fw={600} className={classes.name}>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('account.signedInAs', { name: user.name })}</Menu.Label>
        {accountLinks(user).map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            leftSection={<link.icon size={18} aria-hidden="true" />}
          >
            {t(link.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={() => void logout()}
        >
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
