import { Avatar, type MantineSize } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { initials } from '../utils/initials';

interface UserAvatarProps {
  name: string;
  /** A profile image URL; initials show when it is empty or fails to load. */
  src: string | null;
  size?: MantineSize | number;
}

export function UserAvatar({ name, src, size = 'xl' }: UserAvatarProps) {
  const { t } = useTranslation('profile');
  return (
    <Avatar
      src={src || null}
      alt={t('summary.avatarAlt', { name })}
      size={size}
      radius="xl"
      color="sea"
      variant="filled"
    >
      {initials(name)}
    </Avatar>
  );
}
