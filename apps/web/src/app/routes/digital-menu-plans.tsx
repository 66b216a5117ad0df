import { PlansScreen } from '@/features/subscriptions/index.ts';

/** /digital-menu-plans: where the /menu billing banner's "Pay Now" leads (spec §2, not guarded). */
export default function DigitalMenuPlansPage() {
  return <PlansScreen services={['digital-menu']} title="Digital menu plans" />;
}
