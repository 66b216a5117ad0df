import { BankDetailsScreen } from '@/features/wallet/index.ts';
import { ProfileSubpage } from '../layout/profile-subpage.tsx';

/** /bank-details (spec §2: protected; decisions §6: the owner and managers read, the owner saves). */
export default function BankDetailsPage() {
  return (
    <ProfileSubpage title="Bank details">
      <BankDetailsScreen />
    </ProfileSubpage>
  );
}
