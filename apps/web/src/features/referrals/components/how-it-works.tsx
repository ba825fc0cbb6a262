/**
 * "How it works": the operator's rules, the bonus percent per level and what a rank unlocks and pays; levels the
 * operator set from a later day follow, under that day (decision 82).
 */
import '@mantine/core/styles/List.css';
import { List, Stack, Text } from '@mantine/core';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatPercent } from '../../../utils/money.ts';
import { useReferralRules } from '../api/get-referral-rules.ts';
import { useCardMessages } from './use-card-messages.ts';

export function HowItWorks() {
  const { t } = useTranslation('referrals');
  const locale = useLocale();
  const rules = useReferralRules();
  return (
    <QueryCard title={t('rules.title')} query={rules} messages={useCardMessages()} testId="referral-rules">
      {(data) => (
        <Stack gap="sm">
          <Text size="sm">{t('rules.intro', { levels: data.levels.length })}</Text>
          <List size="sm" spacing="xs">
            {data.levels.map((level) => (
              <List.Item key={level.level}>
                {t('rules.level', { level: level.level, percent: formatPercent(level.percent, locale) })}
              </List.Item>
            ))}
          </List>
          {data.next && (
            <>
              <Text size="sm">{t('rules.next', { date: data.next.effectiveFrom })}</Text>
              <List size="sm" spacing="xs" aria-label={t('rules.next', { date: data.next.effectiveFrom })}>
                {data.next.levels.map((level) => (
                  <List.Item key={level.level}>
                    {t('rules.level', { level: level.level, percent: formatPercent(level.percent, locale) })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {/* The ranks themselves are in the rank card above, with the investor's own marked: one table, not two. */}
          <Text size="sm">{t('rules.ranksIntro')}</Text>
        </Stack>
      )}
    </QueryCard>
  );
}
