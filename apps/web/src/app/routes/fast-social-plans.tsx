import { PlansScreen } from '@/features/subscriptions/index.ts';

/** /fast-social-plans: the link page's verified badge (spec §2, not guarded). */
export default function FastSocialPlansPage() {
  return <PlansScreen services={['fast-social-verification']} title="Fast social verification plans" />;
}
