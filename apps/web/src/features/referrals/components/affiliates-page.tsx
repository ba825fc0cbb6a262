/** The downline (/cabinet/affiliates): totals per level, then the members, filtered by level and searched. */

import { Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { utcDay } from '@yc/contract/days';
import { MEMBER_SEARCH_MAX } from '@yc/contract/referrals';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat } from '../../../utils/money.ts';
import { pageCount } from '../../../utils/pages.ts';
import { useReferralMembers } from '../api/get-referral-members.ts';
import { useReferrals } from '../api/get-referrals.ts';
import { LevelBonuses } from './level-bonuses.tsx';
import { useCardMessages } from './use-card-messages.ts';

export const MEMBERS_PAGE_SIZE = 20;
/** Long enough that typing a login sends one request, not one per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export function AffiliatesPage() {
  const { t } = useTranslation(['referrals', 'cabinet']);
  const locale = useLocale();
  const [level, setLevel] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const members = useReferralMembers({
    page,
    pageSize: MEMBERS_PAGE_SIZE,
    level: level ? Number(level) : undefined,
    search: debounced || undefined,
  });
  const messages = useCardMessages();
  // The filter offers the levels the programme has (GET /referrals, already asked for the totals above).
  const levels = useReferrals().data?.levels.map((l) => l.level) ?? [];

  return (
    <>
      <PageTitle>{t('cabinet:affiliates.title')}</PageTitle>
      <Stack gap="lg">
        <LevelBonuses />
        <QueryCard title={t('affiliates.members')} query={members} messages={messages} testId="members">
          {(data) => {
            const pages = pageCount(data);
            return (
              <Stack gap="md">
                <Group gap="sm" align="end" wrap="wrap">
                  <NativeSelect
                    label={t('affiliates.level')}
                    value={level}
                    onChange={(event) => {
                      setLevel(event.currentTarget.value);
                      setPage(1);
                    }}
                    data={[
                      { value: '', label: t('affiliates.allLevels') },
                      ...levels.map((n) => ({ value: String(n), label: t('levels.levelN', { level: n }) })),
                    ]}
                  />
                  <TextInput
                    label={t('affiliates.search')}
                    placeholder={t('affiliates.searchPlaceholder')}
                    leftSection={<IconSearch size={16} />}
                    value={search}
                    maxLength={MEMBER_SEARCH_MAX}
                    onChange={(event) => {
                      setSearch(event.currentTarget.value);
                      setPage(1);
                    }}
                    style={{ flex: 1, minWidth: 200 }}
                  />
                </Group>
                {data.items.length === 0 ? (
                  <Text size="sm" c={MUTED} data-testid="members-empty">
                    {debounced || level ? t('affiliates.noMatch') : t('affiliates.empty')}
                  </Text>
                ) : (
                  <DataTable
                    label={t('affiliates.members')}
                    headings={[t('affiliates.login'), t('levels.level'), t('affiliates.joined'), t('levels.liquidity')]}
                    aria-busy={members.isPlaceholderData}
                  >
                    {data.items.map((member) => (
                      <Table.Tr key={`${member.maskedLogin}|${member.level}|${member.joinedAt}`}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.maskedLogin}</Table.Td>
                        <Table.Td>{member.level}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{utcDay(member.joinedAt)}</Table.Td>
                        <Table.Td ta="end">{formatFiat(member.attractedLiquidity, locale)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </DataTable>
                )}
                <Group justify="space-between" gap="sm">
                  <Text size="sm" c={MUTED} data-testid="members-total">
                    {t('affiliates.total', { count: data.total })}
                  </Text>
                  <PageNav
                    label={t('affiliates.pagination.label')}
                    page={page}
                    pages={pages}
                    onChange={setPage}
                    controlLabel={(control) => t(`affiliates.pagination.${control}`)}
                    pageLabel={(n) => t('affiliates.pagination.page', { page: n })}
                    size="sm"
                  />
                </Group>
              </Stack>
            );
          }}
        </QueryCard>
      </Stack>
    </>
  );
}
