/** The programme's ranks: threshold, levels unlocked and profit share; with `current`, that rank is marked. */
import { Badge, Table } from '@mantine/core';
import type { Rank } from '@yc/contract/referrals';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
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
      <DataTable
        label={label}
        headings={[t('ranks.rank'), t('ranks.threshold'), t('ranks.levels'), t('ranks.share')]}
        horizontalSpacing={6}
      >
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
      </DataTable>
    </Table.ScrollContainer>
  );
}
