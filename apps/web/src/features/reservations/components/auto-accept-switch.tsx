import { Switch } from '@mantine/core';
import type { Restaurant } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useUpdateAutoAccept } from '../api/update-auto-accept.ts';

/** Auto-accept: new bookings are accepted at once instead of waiting on the desk. */
export function AutoAcceptSwitch({ restaurant }: { restaurant: Restaurant }) {
  const update = useUpdateAutoAccept();
  const checked = update.isPending ? Boolean(update.variables?.autoAccept) : restaurant.autoAccept;
  return (
    <AccessGuard flag="tableReserveAccess" mode="disable">
      <Switch
        label="Auto-accept bookings"
        checked={checked}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { restaurantId: restaurant._id, autoAccept: event.currentTarget.checked },
            {
              onSuccess: (_, { autoAccept }) =>
                toast({
                  title: autoAccept ? 'Auto-accept on' : 'Auto-accept off',
                  description: 'New bookings follow this setting.',
                }),
              onError: (error) => toastError(error.message),
            },
          )
        }
      />
    </AccessGuard>
  );
}
