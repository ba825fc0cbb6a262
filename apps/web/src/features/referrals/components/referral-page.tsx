/** The referral area (/cabinet/refferal): link, rewards and harvest, rules, bonuses per level and ranks. */
import { CardsPage } from '../../../components/layouts/cards-page.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { HarvestHistory } from './harvest-history.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LevelBonuses } from './level-bonuses.tsx';
import { RankProgress } from './rank-progress.tsx';
import { ReferralLink } from './referral-link.tsx';
import { ReferralRewards } from './referral-rewards.tsx';

export function ReferralPage() {
  const { t } = useTranslation('cabinet');
  return (
    <CardsPage title={t('cabinet:referral.title')} first={<ReferralLink />} second={<ReferralRewards />}>
      <LevelBonuses />
      <RankProgress />
      <HarvestHistory />
      <HowItWorks />
    </CardsPage>
  );
}
