import { useTranslation } from 'react-i18next';
import { SectionIntro } from '../../../components/ui/section-intro.tsx';

export default function ReferralRoute() {
  const { t } = useTranslation('cabinet');
  return <SectionIntro title={t('referral.title')} text={t('referral.intro')} />;
}
