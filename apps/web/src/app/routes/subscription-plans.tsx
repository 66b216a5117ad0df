import { PlansScreen } from '@/features/subscriptions/index.ts';

/** /subscription-plans: every service's plans (spec §2, not guarded). */
export default function SubscriptionPlansPage() {
  return <PlansScreen services={['digital-menu', 'table-reservation', 'fast-social-verification']} title="Subscription plans" />;
}
