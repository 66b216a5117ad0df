import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toasts' component (and its transitions) is a chunk, mounted with the first toast: the
// toast store (lib/toast.ts) keeps it until then (issue 15 "Speed": the first script).
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Where toasts show, once there is one: the dashboard's and the login page's. */
export function ToastsWhenShown() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      {/* Spec §8: one toast at a time. */}
      <Notifications limit={1} position="top-center" />
    </Suspense>
  ) : null;
}
