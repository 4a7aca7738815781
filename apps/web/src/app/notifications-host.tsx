import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsWanted } from '../lib/notify';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

const never = () => false;

/** Mantine's notification container, mounted with the first notification (see `notify`). */
export function NotificationsHost() {
  const wanted = useSyncExternalStore(notificationsWanted.subscribe, notificationsWanted.get, never);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} />
    </Suspense>
  );
}
