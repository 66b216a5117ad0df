import { ContactDetailsForm, FastSocialGate } from '@/features/fast-social/index.ts';
import { ProfileSubpage } from '../layout/profile-subpage.tsx';

/** /profile/settings/contact-details: address, map link, numbers and opening hours (spec §3). */
export default function ContactDetailsPage() {
  return (
    <ProfileSubpage title="Contact details">
      <FastSocialGate>{(data) => <ContactDetailsForm data={data} />}</FastSocialGate>
    </ProfileSubpage>
  );
}
