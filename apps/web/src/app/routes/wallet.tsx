import { WalletScreen } from '@/features/wallet/index.ts';
import { ProfileSubpage } from '../layout/profile-subpage.tsx';

/** /wallet (spec §2: protected; decisions §6: the owner and managers), opened from /profile. */
export default function WalletPage() {
  return (
    <ProfileSubpage title="Wallet">
      <WalletScreen />
    </ProfileSubpage>
  );
}
