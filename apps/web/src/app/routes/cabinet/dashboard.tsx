import { useTranslation } from 'react-i18next';
import { SectionIntro } from '../../../components/ui/section-intro.tsx';

export default function DashboardRoute() {
  const { t } = useTranslation('cabinet');
  return <SectionIntro title={t('dashboard.title')} text={t('dashboard.intro')} />;
}
