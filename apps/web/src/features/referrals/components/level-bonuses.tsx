/** Bonuses per level: members, their liquidity and the percent of their daily yield paid to the referrer. */
import { Table, Text } from '@mantine/core';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
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
          <DataTable
            label={t('levels.title')}
            headings={[t('levels.level'), t('levels.members'), t('levels.liquidity'), t('levels.percent')]}
          >
            {data.levels.map((level) => (
              <Table.Tr key={level.level} data-testid={`level-${level.level}`}>
                <Table.Td>{level.level}</Table.Td>
                <Table.Td>{level.members.toLocaleString(locale)}</Table.Td>
                <Table.Td>{formatFiat(level.liquidity, locale, data.fiat)}</Table.Td>
                <Table.Td ta="end">{formatPercent(level.percent, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )
      }
    </QueryCard>
  );
}
