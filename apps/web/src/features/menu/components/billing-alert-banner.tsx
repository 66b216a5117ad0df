import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useStoredServiceAlerts } from '@/lib/subscription-status.ts';
import { readMenuBillingAlert } from '../utils/billing-alert.ts';

/** Spec §2/§4: banner for a stored digital-menu billing alert, with "Pay Now". */
export function BillingAlertBanner() {
  const navigate = useNavigate();
  const stored = useStoredServiceAlerts();
  // Read again whenever the stored alerts change (profile switch, status refreshed at start).
  const alert = useMemo(() => readMenuBillingAlert(stored), [stored]);
  if (!alert) return null;
  return (
    <Alert color={alert.type === 'overdue' ? 'red' : 'yellow'} icon={<IconAlertTriangle size={18} />} title={alert.title} mb="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{alert.message}</Text>
        <Button
          size="xs"
          color={alert.type === 'overdue' ? 'red' : 'yellow'}
          onClick={() => navigate(paths.digitalMenuPlans.getHref())}
        >
          Pay Now
        </Button>
      </Group>
    </Alert>
  );
}
