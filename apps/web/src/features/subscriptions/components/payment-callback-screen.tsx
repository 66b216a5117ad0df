import { Anchor, Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconReceiptRefund } from '@tabler/icons-react';
import { PAYMENT_CALLBACK_PARAMS, PAYMENT_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS, type PaymentCallbackQuery } from '@venue/shared';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';
import { useRefreshBilling } from '../hooks/use-refresh-billing.ts';
import { paymentErrorShown } from '../utils/payment-error.ts';

/** The five parameters when each is present and non-empty (spec §5), else null. */
function readCallbackQuery(params: URLSearchParams): PaymentCallbackQuery | null {
  const entries = PAYMENT_CALLBACK_PARAMS.map((name) => [name, params.get(name)?.trim() ?? ''] as const);
  if (entries.some(([, value]) => value === '')) return null;
  return Object.fromEntries(entries) as PaymentCallbackQuery;
}

const statusIcon = (color: string, Icon: typeof IconCircleCheck) => (
  <ThemeIcon size={64} radius="xl" color={color} variant="light">
    <Icon size={36} />
  </ThemeIcon>
);

function StateCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Center mih="80dvh" p="md">
      <Card withBorder radius="lg" padding="xl" maw={460} w="100%" shadow="sm">
        <Stack align="center" gap="sm" ta="center" aria-live="polite">
          {icon}
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}

function PaymentError({ message }: { message: string }) {
  return (
    <StateCard title="Payment Error" icon={statusIcon('red', IconAlertTriangle)}>
      <Text c="dimmed">{message}</Text>
      <Button component={Link} to={paths.subscriptionPlans.getHref()} variant="light">
        Back to plans
      </Button>
    </StateCard>
  );
}

/** The provider says the payment did not go through: say so plainly and offer another go (issue 36). */
function PaymentNotCompleted() {
  return (
    <StateCard title="Payment not completed" icon={statusIcon('yellow', IconAlertTriangle)}>
      <Text>{PAYMENT_MESSAGES.notPaidShown}</Text>
      <Button component={Link} to={paths.subscriptionPlans.getHref()}>
        Try again
      </Button>
    </StateCard>
  );
}

/** Money that reached us for a term that no longer takes it: it is on its way back, and the page says so. */
function PaymentRefunded() {
  return (
    <StateCard title="Payment Refunded" icon={statusIcon('orange', IconReceiptRefund)}>
      <Text>{PAYMENT_MESSAGES.refundedShown}</Text>
      <Button component={Link} to={paths.subscriptionPlans.getHref()} variant="light">
        Back to plans
      </Button>
    </StateCard>
  );
}

/**
 * /subscription-payment-callback (spec §2, §4, §5, §8; decisions §4): the provider sends the
 * person here with five parameters. Verifying activates the term and issues the invoice, so it
 * runs exactly once per visit (React's StrictMode runs effects twice in development).
 */
export function PaymentCallbackScreen() {
  const [params] = useSearchParams();
  const query = useMemo(() => readCallbackQuery(params), [params]);
  const navigate = useNavigate();
  const verification = useVerifyPayment();
  const { mutate: verify } = verification;
  const refreshBilling = useRefreshBilling();
  const started = useRef(false);

  useEffect(() => {
    if (!query || started.current) return;
    started.current = true;
    verify(query, { onSuccess: () => void refreshBilling() });
  }, [query, verify, refreshBilling]);

  const isSuccess = verification.isSuccess;
  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(() => navigate(paths.profile.getHref()), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, navigate]);

  if (!query) return <PaymentError message={PAYMENT_MESSAGES.missingParameters} />;
  if (verification.isError) {
    if (verification.error instanceof ApiError && verification.error.code === 'PAYMENT_REFUNDED') return <PaymentRefunded />;
    if (verification.error instanceof ApiError && verification.error.message === PAYMENT_MESSAGES.notPaid)
      return <PaymentNotCompleted />;
    const serverMessage = verification.error instanceof ApiError ? verification.error.message : '';
    return <PaymentError message={paymentErrorShown(serverMessage)} />;
  }
  if (verification.isSuccess) {
    return (
      <StateCard title="Payment Successful" icon={statusIcon('teal', IconCircleCheck)}>
        <Text>{verification.data.message}</Text>
        <Text size="sm" c="dimmed">
          Invoice {verification.data.invoiceNumber}. Taking you to your profile…
        </Text>
        <Anchor component={Link} to={paths.profile.getHref()} size="sm">
          Go to profile now
        </Anchor>
      </StateCard>
    );
  }
  return (
    <StateCard title="Verifying Payment" icon={<Loader size="lg" aria-label="Verifying payment" />}>
      <Text c="dimmed">Please wait while we confirm your payment. Do not close this page.</Text>
    </StateCard>
  );
}
