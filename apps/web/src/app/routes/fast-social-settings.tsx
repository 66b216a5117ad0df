import { BasicDetailsForm, FastSocialGate } from '@/features/fast-social/index.ts';
import { ProfileSubpage } from '../layout/profile-subpage.tsx';

/** /profile/settings/fast-social: the link page's basic details (spec §3). */
export default function FastSocialSettingsPage() {
  return (
    <ProfileSubpage title="Link page details">
      <FastSocialGate>{(data) => <BasicDetailsForm data={data} />}</FastSocialGate>
    </ProfileSubpage>
  );
}
