import { useTranslation } from 'react-i18next';
import { SectionIntro } from '../../../components/ui/section-intro.tsx';

export default function AffiliatesRoute() {
  const { t } = useTranslation('cabinet');
  return <SectionIntro title={t('affiliates.title')} text={t('affiliates.intro')} />;
}
