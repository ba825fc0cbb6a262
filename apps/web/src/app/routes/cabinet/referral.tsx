import { ReferralPage } from '../../../features/referrals/components/referral-page.tsx';

export default function ReferralRoute() {
  return <ReferralPage />;
}
