import { useTranslation } from 'react-i18next';
import { SectionIntro } from '../../../components/ui/section-intro.tsx';

export default function DaoRoute() {
  const { t } = useTranslation('cabinet');
  return <SectionIntro title={t('dao.title')} text={t('dao.intro')} />;
}
