import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notification. Mantine's notification code loads with the first one, so pages that show
 * none never carry it; `NotificationsHost` mounts the container once one is wanted.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function notify(notification: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}

export const notificationsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};
