import { Loader } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { UserNameAvailability } from '../hooks/use-username-availability.ts';

/** The icon at the end of the username box. */
export function UserNameStatusIcon({ status }: { status: UserNameAvailability }) {
  if (status === 'checking') return <Loader size="xs" aria-label="Checking username" />;
  if (status === 'available')
    return <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-label="Username available" />;
  if (status === 'unavailable' || status === 'error')
    return <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-hidden />;
  return null;
}

/** Words under the username box for each availability state (spec §4, §8). */
export function userNameStatusText(status: UserNameAvailability): { error?: string; description?: string } {
  switch (status) {
    case 'checking':
      return { description: 'Checking availability...' };
    case 'available':
      return { description: 'Username is available' };
    case 'unavailable':
      return { error: 'Username not available' };
    case 'error':
      return { error: 'Failed to check username availability' };
    default:
      return {};
  }
}
