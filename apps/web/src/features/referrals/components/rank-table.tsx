/** The programme's ranks: threshold, levels unlocked and profit share; with `current`, that rank is marked. */
import '@mantine/core/styles/Table.css';
import { Badge, Table } from '@mantine/core';
import type { Rank } from '@yc/contract/referrals';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';

export function RankTable({
  ranks,
  fiat,
  label,
  current,
}: {
  ranks: Rank[];
  fiat: string;
  label: string;
  current?: string;
}) {
  const { t } = useTranslation('referrals');
  const locale = useLocale();
  return (
    // Narrow spacing fits the four columns in a phone's card; where a language's labels still do not fit, the table
    // scrolls sideways inside the card rather than being cut, and takes the focus so keyboard users can scroll it.
    <Table.ScrollContainer minWidth={280} type="native" tabIndex={0}>
      <Table fz="sm" verticalSpacing="xs" horizontalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ranks.rank')}</Table.Th>
            <Table.Th>{t('ranks.threshold')}</Table.Th>
            <Table.Th>{t('ranks.levels')}</Table.Th>
            <Table.Th ta="end">{t('ranks.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ranks.map((rank) => {
            const isCurrent = rank.rank === current;
            return (
              <Table.Tr
                key={rank.rank}
                aria-current={isCurrent ? 'true' : undefined}
                bg={isCurrent ? 'var(--mantine-primary-color-light)' : undefined}
                fw={isCurrent ? 600 : undefined}
                data-testid={current === undefined ? undefined : `rank-${rank.rank}`}
              >
                <Table.Td>
                  {rank.name}
                  {isCurrent && (
                    <Badge size="xs" variant="filled" display="block" w="fit-content" maw="none" mt={2}>
                      {t('ranks.current')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatFiat(rank.threshold, locale, fiat)}</Table.Td>
                <Table.Td>{rank.levelsUnlocked}</Table.Td>
                <Table.Td ta="end">{formatPercent(rank.profitShare, locale)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
