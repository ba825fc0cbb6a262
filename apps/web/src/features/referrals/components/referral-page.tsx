/** The referral area (/cabinet/refferal): link, rewards and harvest, rules, bonuses per level and ranks. */
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { HarvestHistory } from './harvest-history.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LevelBonuses } from './level-bonuses.tsx';
import { RankProgress } from './rank-progress.tsx';
import { ReferralLink } from './referral-link.tsx';
import { ReferralRewards } from './referral-rewards.tsx';

export function ReferralPage() {
  const { t } = useTranslation('cabinet');
  return (
    <>
      <PageTitle>{t('cabinet:referral.title')}</PageTitle>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ReferralLink />
          <ReferralRewards />
        </SimpleGrid>
        <LevelBonuses />
        <RankProgress />
        <HarvestHistory />
        <HowItWorks />
      </Stack>
    </>
  );
}
