import { POOL_NAMES, type PoolName } from '@yc/contract/constants';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/errors/route-error.tsx';
import { SectionIntro } from '../../../components/ui/section-intro.tsx';

const isPool = (name: string | undefined): name is PoolName => (POOL_NAMES as readonly string[]).includes(name ?? '');

export default function PoolsRoute() {
  const { t } = useTranslation('cabinet');
  const { name } = useParams();
  // The optional name is stable, coin or dex (spec §2); anything else is not a page.
  if (name !== undefined && !isPool(name)) return <NotFound />;
  const title = name ? t(`pools.${name}.title`) : t('pools.title');
  return <SectionIntro title={title} text={name ? t(`pools.${name}.intro`) : t('pools.intro')} />;
}
