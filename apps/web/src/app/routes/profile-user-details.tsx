import { UserDetailsForm } from '@/features/profiles/components/user-details-form.tsx';
import { ProfileSubpage } from '../layout/profile-subpage.tsx';

/** /profile/user-details: name, email and picture of the logged-in person. */
export default function UserDetailsPage() {
  return (
    <ProfileSubpage title="Your details">
      <UserDetailsForm />
    </ProfileSubpage>
  );
}
