import { TeamScreen } from '@/features/team/components/team-screen.tsx';

/** /roles-and-authorities and /reservations/user-access: the same team screen (spec §2). */
export default function RolesAndAuthoritiesPage() {
  return <TeamScreen />;
}
