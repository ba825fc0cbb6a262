import { AffiliatesPage } from '../../../features/referrals/components/affiliates-page.tsx';

export default function AffiliatesRoute() {
  return <AffiliatesPage />;
}
