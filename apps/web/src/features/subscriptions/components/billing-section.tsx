import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { useAccess } from '@/lib/permissions.ts';
import { useActiveProfile } from '@/lib/session.ts';
import { BillingDetailsForm } from './billing-details-form.tsx';
import { InvoicesCard } from './invoices-card.tsx';
import { ServiceStatusList } from './service-status-list.tsx';

/**
 * "Subscriptions & billing" on /profile (issue 10): each service's term, the buyer's details
 * and the invoices. Billing is for the owner and managers (decisions §6); anyone else sees the
 * restricted mask, and nothing behind it is fetched (the server would refuse).
 */
export function BillingSection() {
  const activeProfile = useActiveProfile();
  const canManage = useAccess({ role: 'manager' }) === 'allowed';
  if (!activeProfile) {
    return (
      <Alert icon={<IconInfoCircle />} title="No active profile selected">
        Choose a business profile to see its subscriptions and invoices.
      </Alert>
    );
  }
  const { profileId } = activeProfile;
  return (
    <Stack gap="sm" component="section" aria-labelledby="billing-heading">
      <Title order={3} size="h4" id="billing-heading">
        Subscriptions & billing
      </Title>
      <AccessGuard role="manager" mode="mask">
        <Stack gap="lg">
          <ServiceStatusList profileId={profileId} enabled={canManage} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>Invoices</Text>
              <InvoicesCard profileId={profileId} enabled={canManage} />
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>Billing details</Text>
              <BillingDetailsForm profileId={profileId} enabled={canManage} />
            </Stack>
          </Card>
        </Stack>
      </AccessGuard>
    </Stack>
  );
}
