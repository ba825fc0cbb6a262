/** Governance: the operator's proposals, newest first, paged, with live tallies while any is open. */
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { pageCount } from '../../../utils/pages.ts';
import { useProposals } from '../api/get-proposals.ts';
import { DaoPageNav } from './dao-page-nav.tsx';
import { ProposalCard } from './proposal-card.tsx';
import { useCardMessages } from './use-card-messages.ts';

export function Governance() {
  const { t } = useTranslation('dao');
  const [page, setPage] = useState(1);
  const proposals = useProposals(page);
  return (
    <QueryCard title={t('governance.title')} query={proposals} messages={useCardMessages()} testId="governance">
      {(data) => {
        const pages = pageCount(data);
        return data.items.length === 0 ? (
          <Text size="sm" c={MUTED}>
            {t('governance.empty')}
          </Text>
        ) : (
          <Stack gap="md">
            {data.items.map((proposal) => (
              <ProposalCard key={proposal.id} proposal={proposal} />
            ))}
            <DaoPageNav label={t('pagination.proposals')} page={page} pages={pages} onChange={setPage} />
          </Stack>
        );
      }}
    </QueryCard>
  );
}
