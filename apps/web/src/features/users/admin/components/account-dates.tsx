import type { AdminUserDto } from '@app/shared/users/admin-users';
import { Text, type TextProps } from '@mantine/core';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

/** The day the account was made, in the reader's language ("12 Haz 2027"). */
export const joinedOn = (user: Pick<AdminUserDto, 'createdAt'>) =>
  formatDate(user.createdAt, currentLanguage());

/** When the account last signed in ("12 Haz 2027 14:05"), or null when no sign-in is on record. */
export const lastSignedIn = (user: Pick<AdminUserDto, 'lastSignInAt'>) =>
  user.lastSignInAt ? formatDateTime(user.lastSignInAt, currentLanguage()) : null;

/** The last sign-in, or "Not yet" dimmed. */
export function LastSignIn({ user, ...props }: { user: Pick<AdminUserDto, 'lastSignInAt'> } & TextProps) {
  const { t } = useTranslation('adminUsers');
  const when = lastSignedIn(user);
  return (
    <Text size="sm" c={when ? undefined : 'dimmed'} {...props}>
      {when ?? t('list.neverSignedIn')}
    </Text>
  );
}
