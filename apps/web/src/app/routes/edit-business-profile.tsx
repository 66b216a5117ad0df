import { EditBusinessProfileForm } from '@/features/profiles/components/edit-business-profile-form.tsx';
import { ProfileSubpage } from '../layout/profile-subpage.tsx';

/** /profile/edit-business-profile (spec §2, §5). */
export default function EditBusinessProfilePage() {
  return (
    <ProfileSubpage title="Edit business profile">
      <EditBusinessProfileForm />
    </ProfileSubpage>
  );
}
