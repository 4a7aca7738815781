import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Pages as the admin shell shows them, with the notifications host the app mounts at the top. */
export function withNotifications(page: ReactNode) {
  return (
    <>
      <Notifications />
      {page}
    </>
  );
}
