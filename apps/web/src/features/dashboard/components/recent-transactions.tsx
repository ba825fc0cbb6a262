import { Anchor } from '@mantine/core';
import type { Transaction } from '@yc/contract/ledger';
import { useTranslation } from '../../../lib/i18n.ts';
import { HISTORY_ANCHOR } from './history-anchor.ts';
import { Section } from './section.tsx';
import { TransactionsTable } from './transactions-table.tsx';

/** The latest movements, with a way to the full history below. */
export function RecentTransactions({ items }: { items: Transaction[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section
      title={t('recent.title')}
      actions={
        <Anchor href={`#${HISTORY_ANCHOR}`} size="sm">
          {t('recent.all')}
        </Anchor>
      }
    >
      <TransactionsTable items={items} label={t('recent.table')} />
    </Section>
  );
}
