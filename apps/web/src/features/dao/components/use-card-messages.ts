import { useTranslation } from 'react-i18next';
import type { QueryCardMessages } from '../../../components/ui/query-card.tsx';

/** The DAO cards' words for a failed load. */
export function useCardMessages(): QueryCardMessages {
  const { t } = useTranslation('dao');
  return { errorTitle: t('error.title'), errorMessage: t('error.message'), retry: t('error.retry') };
}
