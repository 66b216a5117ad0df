import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@venue/shared';

/**
 * The one toast system (spec §8): one at a time, 2000 ms; errors use the destructive
 * (red) variant with the title "Error" unless a title is given.
 */
export function toast(options: { title: string; description?: string; durationMs?: number }) {
  notifications.clean();
  notifications.show({
    title: options.title,
    message: options.description ?? '',
    autoClose: options.durationMs ?? TOAST_MS,
    color: 'teal',
  });
}

export function toastError(description: string, title = 'Error') {
  notifications.clean();
  notifications.show({ title, message: description, autoClose: TOAST_MS, color: 'red', 'aria-live': 'assertive' } as Parameters<
    typeof notifications.show
  >[0]);
}
