import { Navigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AdminDashboardScreen } from '@/features/admin-dashboard/index.ts';
import { useSession } from '@/lib/session.ts';

/** /dashboard: platform figures, only for the allow-listed people (DASHBOARD_PHONES; the server refuses others too). */
export default function AdminDashboardPage() {
  const { user } = useSession();
  if (!user?.canSeeDashboard) return <Navigate to={paths.home.getHref()} replace />;
  return <AdminDashboardScreen />;
}
