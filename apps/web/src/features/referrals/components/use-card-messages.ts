import type { QueryCardMessages } from '../../../components/ui/query-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The referral cards' words for a failed load. */
export function useCardMessages(): QueryCardMessages {
  const { t } = useTranslation('referrals');
  return { errorTitle: t('error.title'), errorMessage: t('error.message'), retry: t('error.retry') };
}
