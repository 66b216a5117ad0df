import { SuperAdminScreen } from '@/features/subscriptions/index.ts';

/** /super-admin-access (spec §2: protected; decisions §6: super-admins only). */
export default function SuperAdminAccessPage() {
  return <SuperAdminScreen />;
}
