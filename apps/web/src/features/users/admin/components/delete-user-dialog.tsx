import type { AdminUserDetailDto } from '@app/shared/users/admin-users';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

interface DeleteUserDialogProps {
  opened: boolean;
  /** The account and how many bookings, reviews and comments it has. */
  detail: AdminUserDetailDto;
  pending: boolean;
  /** The server's refusal in the reader's language, or null. */
  error: string | null;
  onDelete: () => void;
  onClose: () => void;
}

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * "Delete the account of Işıl Şahin?": says exactly what stays and what goes, with the counts, and
 * deletes only once the admin has typed the account's email (a deletion cannot be taken back).
 */
export function DeleteUserDialog({
  opened,
  detail,
  pending,
  error,
  onDelete,
  onClose,
}: DeleteUserDialogProps) {
  const { t } = useTranslation('adminUsers');
  const [typed, setTyped] = useState('');
  const { user, bookings, reviews, comments } = detail;
  const lang = currentLanguage();
  // Signed in each text's own language; named here in the reader's.
  const former = t('common:formerGuest');
  const counted = (count: number) => ({ count, formatted: formatNumber(count, lang), former });
  const matches = sameEmail(typed, user.email);
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('delete.title', { name: user.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !pending) onDelete();
        }}
      >
        <Stack gap="md">
          <Text>{t('delete.intro')}</Text>
          <List spacing={6} size="sm" aria-label={t('delete.consequences')}>
            <List.Item>{t('delete.account', { name: user.name })}</List.Item>
            <List.Item>
              {bookings.total > 0
                ? t('delete.bookings', {
                    count: bookings.total,
                    formatted: formatNumber(bookings.total, lang),
                  })
                : t('delete.noBookings')}
            </List.Item>
            <List.Item>
              {reviews.total > 0 ? t('delete.reviews', counted(reviews.total)) : t('delete.noReviews')}
            </List.Item>
            <List.Item>
              {comments.total > 0 ? t('delete.comments', counted(comments.total)) : t('delete.noComments')}
            </List.Item>
          </List>
          <Text fw={600}>{t('delete.irreversible')}</Text>
          <TextInput
            label={t('delete.typeEmail', { email: user.email })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            data-autofocus
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={pending}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
