import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useStoredServiceAlerts } from '@/lib/subscription-status.ts';
import { readMenuBillingAlert } from '../utils/billing-alert.ts';

/** Spec §2/§4: banner for a stored digital-menu billing alert, with "Pay Now", on Home and Menu (issue 36). */
export function BillingAlertBanner({ digitalMenuStatus }: { digitalMenuStatus?: string | undefined } = {}) {
  const navigate = useNavigate();
  const stored = useStoredServiceAlerts();
  // Read again whenever the stored alerts change (profile switch, status refreshed at start).
  // The menu's own status says "suspended" before the stored alerts are refreshed.
  const alert = useMemo(
    () =>
      readMenuBillingAlert(
        digitalMenuStatus === 'suspended' ? JSON.stringify([{ service: 'digital-menu', type: 'suspended' }]) : stored,
      ),
    [stored, digitalMenuStatus],
  );
  if (!alert) return null;
  const color = alert.type === 'due' ? 'yellow' : 'red';
  return (
    <Alert color={color} icon={<IconAlertTriangle size={18} />} title={alert.title} mb="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{alert.message}</Text>
        <Button size="xs" color={color} onClick={() => navigate(paths.digitalMenuPlans.getHref())}>
          Pay Now
        </Button>
      </Group>
    </Alert>
  );
}
