import { Alert } from '@mantine/core';
import { QrDetailsScreen } from '@/features/qr/index.ts';
import { useActiveProfile } from '@/lib/session.ts';

/**
 * /qr-manager/details/{restaurantName} (spec §2): scans per code over time. The data is always
 * the active venue's; the name in the path only makes the address readable and shareable.
 */
export default function QrManagerDetailsPage() {
  const profile = useActiveProfile();
  if (!profile) {
    return (
      <Alert color="yellow" title="No profile" m="md">
        No active business profile selected. Choose or create a business profile to see its QR scans.
      </Alert>
    );
  }
  return <QrDetailsScreen key={profile.profileId} profileId={profile.profileId} />;
}
