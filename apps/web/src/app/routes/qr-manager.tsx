import { Alert } from '@mantine/core';
import { QrManagerScreen } from '@/features/qr/index.ts';
import { useActiveProfile } from '@/lib/session.ts';

const NoProfile = () => (
  <Alert color="yellow" title="No profile" m="md">
    No active business profile selected. Choose or create a business profile to manage its QR codes.
  </Alert>
);

/** /qr-manager: the active venue's QR codes. */
export default function QrManagerPage() {
  const profile = useActiveProfile();
  if (!profile) return <NoProfile />;
  return <QrManagerScreen key={profile.profileId} profileId={profile.profileId} />;
}
