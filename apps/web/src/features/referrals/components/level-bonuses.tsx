/** Bonuses per level: members, their liquidity and the percent of their daily yield paid to the referrer. */
import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import { useReferrals } from '../api/get-referrals.ts';
import { useCardMessages } from './use-card-messages.ts';

export function LevelBonuses() {
  const { t } = useTranslation('referrals');
  const locale = useLocale();
  const referrals = useReferrals();
  return (
    <QueryCard title={t('levels.title')} query={referrals} messages={useCardMessages()} testId="level-bonuses">
      {(data) =>
        data.levels.length === 0 ? (
          <Text size="sm" c={MUTED}>
            {t('levels.empty')}
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing="xs" aria-label={t('levels.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('levels.level')}</Table.Th>
                <Table.Th>{t('levels.members')}</Table.Th>
                <Table.Th>{t('levels.liquidity')}</Table.Th>
                <Table.Th ta="end">{t('levels.percent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.levels.map((level) => (
                <Table.Tr key={level.level} data-testid={`level-${level.level}`}>
                  <Table.Td>{level.level}</Table.Td>
                  <Table.Td>{level.members.toLocaleString(locale)}</Table.Td>
                  <Table.Td>{formatFiat(level.liquidity, locale, data.fiat)}</Table.Td>
                  <Table.Td ta="end">{formatPercent(level.percent, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryCard>
  );
}
