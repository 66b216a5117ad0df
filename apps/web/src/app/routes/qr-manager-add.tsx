import { Alert, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { QrCreateForm } from '@/features/qr/index.ts';
import { useActiveProfile } from '@/lib/session.ts';

/** /qr-manager/add: create a code, then back to the list. */
export default function QrManagerAddPage() {
  const profile = useActiveProfile();
  const navigate = useNavigate();
  if (!profile) {
    return (
      <Alert color="yellow" title="No profile" m="md">
        No active business profile selected. Choose or create a business profile to manage its QR codes.
      </Alert>
    );
  }
  return (
    <Stack p="md" gap="lg">
      <Title order={2}>Add a QR code</Title>
      <QrCreateForm onCreated={() => navigate(paths.qrManager.getHref())} onCancel={() => navigate(paths.qrManager.getHref())} />
    </Stack>
  );
}
