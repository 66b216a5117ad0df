import { Alert, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LATE_FEE_PAISE,
  SERVICE_LABELS,
  type Plan,
  type PlanInterval,
  type Service,
  type ServiceStatus,
  type SubscriptionStatusResponse,
} from '@venue/shared';
import { paiseToRupeeString } from '@venue/shared/money';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccessGuard } from '@/components/access-guard/index.ts';
import type { LoginRedirectState } from '@/components/route-guards.tsx';
import { paths } from '@/config/paths.ts';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { toastError } from '@/lib/toast.ts';
import { billingDetailsQuery } from '../api/get-billing-details.ts';
import { usePlans } from '../api/get-plans.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { addDays, formatLongDate } from '@/lib/local-date.ts';
import { hasLateFee, isCurrentState } from '../utils/billing-format.ts';
import { CheckoutBillingDialog } from './checkout-billing-dialog.tsx';
import { PlanButton, PlanCard } from './plan-card.tsx';

const SERVICE_BLURBS: Record<Service, string> = {
  'digital-menu': 'A searchable digital menu for your guests, with QR codes and live updates.',
  'table-reservation': 'Take table bookings online, with slots, party sizes and auto-accept.',
  'fast-social-verification': 'A verified badge on your link page, so guests know it is really you.',
};

function PlansSkeleton({ columns }: { columns: number }) {
  return (
    <SimpleGrid cols={columns} spacing="lg" aria-busy="true" aria-label="Loading plans">
      {Array.from({ length: columns }, (_, index) => (
        <Skeleton key={index} height={320} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

interface ServicePlansProps {
  service: Service;
  plans: Plan[];
  status: ServiceStatus | null;
  columns: number;
  onChoose: (plan: Plan) => void;
  pendingPlanId: string | null;
  isLoggedIn: boolean;
}

/**
 * What paying does while a term runs (activation, decisions §6): the payment buys a whole period
 * from the current period's end, at full price, and a different plan takes over at once.
 */
function MidTermNote({ status }: { status: ServiceStatus }) {
  if (!status.nextDueDate || status.status === 'suspended') return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="Paying before your current period ends">
      Your {status.planName ?? 'current'} plan is paid until {formatLongDate(addDays(status.nextDueDate, -1))}. A payment now, for
      this plan or another, buys a whole new period that starts on {formatLongDate(status.nextDueDate)}, at the full price shown:
      nothing is prorated and no day is lost. A different plan replaces your current one, with its item limit, as soon as you pay.
    </Alert>
  );
}

function ServicePlans({ service, plans, status, columns, onChoose, pendingPlanId, isLoggedIn }: ServicePlansProps) {
  const isSubscribed = status !== null && isCurrentState(status.status);
  return (
    <Stack gap="md" component="section" aria-label={SERVICE_LABELS[service]}>
      <Stack gap={2}>
        <Title order={2} size="h3">
          {SERVICE_LABELS[service]}
        </Title>
        <Text c="dimmed" size="sm">
          {SERVICE_BLURBS[service]}
        </Text>
      </Stack>
      {status && hasLateFee(status.status) && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Payment overdue">
          Your {SERVICE_LABELS[service].toLowerCase()} subscription is {status.status}. A late fee of rs.{' '}
          {paiseToRupeeString(status.lateFeePaise || LATE_FEE_PAISE)} is added to your next payment.
        </Alert>
      )}
      {status && isSubscribed && <MidTermNote status={status} />}
      {plans.length === 0 ? (
        <Text c="dimmed">No plans are on offer for this billing period.</Text>
      ) : (
        <SimpleGrid cols={columns} spacing="lg">
          {plans.map((plan) => {
            const isCurrent = isSubscribed && status?.planId === plan._id;
            const button = (
              <PlanButton
                label={isCurrent ? 'Renew' : 'Subscribe'}
                variant={isCurrent || !isSubscribed ? 'filled' : 'light'}
                loading={pendingPlanId === plan._id}
                onClick={() => onChoose(plan)}
              />
            );
            return (
              <PlanCard
                key={plan._id}
                plan={plan}
                isCurrent={isCurrent}
                action={
                  // Logged out, the button leads to /login; logged in, only owners and managers pay.
                  isLoggedIn ? (
                    <AccessGuard role="manager" mode="disable" block>
                      {button}
                    </AccessGuard>
                  ) : (
                    button
                  )
                }
              />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

const statusOf = (response: SubscriptionStatusResponse | undefined, service: Service): ServiceStatus | null =>
  response?.subscriptionStatus[service] ?? null;

/**
 * The plans pages (spec §2: /subscription-plans, /digital-menu-plans, /fast-social-plans; not
 * guarded): plans of `services`, monthly or yearly, with GST shown; paying hands the person to
 * the payment provider's checkout, which returns to /subscription-payment-callback.
 */
export function PlansScreen({ services, title }: { services: readonly Service[]; title: string }) {
  const { isLoggedIn, activeProfile } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [billingInterval, setBillingInterval] = useState<PlanInterval>('monthly');
  const plans = usePlans();
  const status = useSubscriptionStatus(isLoggedIn ? (activeProfile?.profileId ?? null) : null);
  const subscribe = useSubscribe();
  const queryClient = useQueryClient();
  /** The plan waiting for billing details before checkout (decisions §7: details before the first payment). */
  const [awaitingDetails, setAwaitingDetails] = useState<Plan | null>(null);

  function pay(plan: Plan) {
    subscribe.mutate(
      { service: plan.service, planId: plan._id },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'billing_details_required') setAwaitingDetails(plan);
          else toastError(error instanceof ApiError ? error.message : 'Failed to start the payment');
        },
      },
    );
  }

  async function choose(plan: Plan) {
    if (!isLoggedIn) {
      const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
      void navigate(paths.login.getHref(), { state });
      return;
    }
    if (!activeProfile) {
      toastError('No active business profile selected. Choose a profile first.');
      return;
    }
    let details;
    try {
      details = await queryClient.fetchQuery(billingDetailsQuery(activeProfile.profileId));
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'Failed to load the billing details');
      return;
    }
    if (details) pay(plan);
    else setAwaitingDetails(plan);
  }

  const visible = (service: Service) =>
    (plans.data ?? []).filter((plan) => plan.service === service && plan.interval === billingInterval && plan.isActive);
  const columns = (service: Service) => (isMobile ? 1 : Math.min(3, Math.max(visible(service).length, 2)));

  return (
    <Stack gap="xl" maw={1100} mx="auto" p={{ base: 0, sm: 'md' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">Prices are in rupees before 18% GST; the total you pay is shown on each plan.</Text>
        </Stack>
        <SegmentedControl
          aria-label="Billing period"
          value={billingInterval}
          onChange={(value) => setBillingInterval(value as PlanInterval)}
          data={[
            { label: 'Monthly', value: 'monthly' },
            { label: 'Yearly', value: 'yearly' },
          ]}
          fullWidth={isMobile}
          w={isMobile ? '100%' : undefined}
        />
      </Group>

      {plans.isPending && <PlansSkeleton columns={isMobile ? 1 : 3} />}
      {plans.isError && (
        <Alert color="red" title="Could not load the plans" icon={<IconAlertTriangle size={18} />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{plans.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void plans.refetch()} loading={plans.isFetching}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {plans.isSuccess &&
        services.map((service) => (
          <ServicePlans
            key={service}
            service={service}
            plans={visible(service)}
            status={statusOf(status.data, service)}
            columns={columns(service)}
            onChoose={(plan) => void choose(plan)}
            pendingPlanId={subscribe.isPending || subscribe.isSuccess ? (subscribe.variables?.planId ?? null) : null}
            isLoggedIn={isLoggedIn}
          />
        ))}
      {awaitingDetails && (
        <CheckoutBillingDialog
          plan={awaitingDetails}
          onClose={() => setAwaitingDetails(null)}
          onSaved={() => {
            const plan = awaitingDetails;
            setAwaitingDetails(null);
            pay(plan);
          }}
        />
      )}
      {isLoggedIn && (
        <Group gap={6} c="dimmed">
          <IconReceipt size={16} />
          <Text size="sm">A GST tax invoice is issued for every payment; find them under Profile → Subscriptions & billing.</Text>
        </Group>
      )}
    </Stack>
  );
}
