/**
 * One withdrawal for the operator: the decision to take (or taken), the amount and its value, the user and their
 * wallet, the payout transaction, the user's recent movements and this withdrawal's audit trail.
 */
import { Anchor, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AdminWithdrawalDetail, RecentMovement } from '@yc/contract/admin-withdrawals';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWithdrawal } from '../api/get-withdrawal.ts';
import { utcTime } from '../utils/time.ts';
import classes from './admin-withdrawals.module.css';
import { type Fact, Facts, Section } from './section.tsx';
import { UserStatusBadge, WithdrawalStatusBadge } from './status-badge.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';

const mono = (text: string) => <Code className={classes.breakable}>{text}</Code>;

function WithdrawalLink({ id }: { id: string }) {
  return (
    <LocalizedLink to={paths.admin.withdrawal(id)}>
      <Code>{id}</Code>
    </LocalizedLink>
  );
}

function Movements({ label, items }: { label: string; items: RecentMovement[] }) {
  const { t } = useTranslation('admin-withdrawals');
  const heading = (c: string) => t(`column.${c}`);
  return (
    <ColumnsTable<RecentMovement>
      label={label}
      rows={items}
      rowKey={(m) => m.id}
      empty={t('recent.none')}
      columns={[
        { heading: heading('time'), cell: (m) => <time dateTime={m.createdAt}>{utcTime(m.createdAt)}</time> },
        { heading: heading('pool'), cell: (m) => m.pool },
        {
          heading: heading('amount'),
          numeric: true,
          cell: (m) => (
            <span className={classes.nowrap}>
              {m.amount} {m.currency}
            </span>
          ),
        },
        { heading: heading('status'), cell: (m) => m.status },
      ]}
    />
  );
}

/** Each recorded change as "key: before → after". */
function changes(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const show = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`);
}

function Detail({ detail }: { detail: AdminWithdrawalDetail }) {
  const { t } = useTranslation('admin-withdrawals');
  const w = detail.withdrawal;
  const { user, wallet, payout, decision } = detail;
  const none = (
    <Text span c={MUTED} size="sm">
      {t('none')}
    </Text>
  );
  const withdrawalFacts: Fact[] = [
    [t('field.id'), mono(w.id)],
    [t('field.created'), utcTime(w.createdAt)],
    [t('field.pool'), w.pool],
    [t('field.amount'), `${w.amount} ${w.currency}`],
    [t('field.fee'), `${w.fee} ${w.currency}`],
    [t('field.net'), `${w.netAmount} ${w.currency}`],
    [
      t('field.value'),
      detail.value.now === null
        ? t('value.unknown')
        : `${detail.value.now} USD${detail.value.stale ? ` (${t('value.stale')})` : ''}`,
    ],
    [t('field.destination'), mono(w.destination)],
    [t('field.needsApproval'), w.needsApproval ? t('yes') : t('no')],
  ];
  if (w.status === 'failed' && w.reason) withdrawalFacts.push([t('field.payoutError'), w.reason]);
  if (w.retryOf) withdrawalFacts.push([t('field.retryOf'), <WithdrawalLink key="retryOf" id={w.retryOf} />]);
  if (detail.retriedBy)
    withdrawalFacts.push([t('field.retriedBy'), <WithdrawalLink key="retriedBy" id={detail.retriedBy} />]);
  const decisionFacts: Fact[] = decision
    ? [
        [t('field.decidedBy'), decision.byLogin ?? decision.byId],
        [t('field.decidedAt'), utcTime(decision.at)],
      ]
    : [];
  if (decision?.reasonEn != null) {
    decisionFacts.push([
      t('field.reasonEn'),
      <span key="en" lang="en">
        {decision.reasonEn}
      </span>,
    ]);
    decisionFacts.push([
      t('field.reasonRu'),
      <span key="ru" lang="ru">
        {decision.reasonRu}
      </span>,
    ]);
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={2} size="h3">
            {w.amount} {w.currency}
          </Title>
          <WithdrawalStatusBadge status={w.status} />
        </Group>
        <WithdrawalActions detail={detail} />
      </Group>

      <Section title={t('section.withdrawal')}>
        <Facts items={withdrawalFacts} />
      </Section>

      <Section title={t('section.decision')}>
        {decision ? (
          <Facts items={decisionFacts} />
        ) : (
          <Text c={MUTED} size="sm">
            {w.needsApproval ? t('decision.pending') : t('decision.automatic')}
          </Text>
        )}
      </Section>

      <Section title={t('section.user')}>
        <Facts
          items={[
            [
              t('field.email'),
              <LocalizedLink key="user" to={paths.admin.user(user.id)} className={classes.breakable}>
                {user.email ?? user.id}
              </LocalizedLink>,
            ],
            [t('field.name'), user.name ?? none],
            [t('field.role'), user.role ? t(`role.${user.role}`) : none],
            [t('field.userStatus'), <UserStatusBadge key="status" status={user.status} />],
            [t('field.wallet'), wallet ? mono(wallet.address) : none],
            [
              t('field.walletLinked'),
              wallet ? (wallet.linkedAt ? utcTime(wallet.linkedAt) : t('walletLinked.unknown')) : none,
            ],
          ]}
        />
      </Section>

      <Section title={t('section.payout')}>
        {payout ? (
          <Facts
            items={[
              [
                t('field.tx'),
                payout.explorerUrl ? (
                  <Anchor
                    key="tx"
                    href={payout.explorerUrl}
                    target="_blank"
                    rel="noreferrer"
                    className={classes.breakable}
                  >
                    {payout.txHash}
                  </Anchor>
                ) : (
                  mono(payout.txHash)
                ),
              ],
              [t('field.confirmations'), `${w.confirmations} / ${w.requiredConfirmations}`],
              [t('field.hotWallet'), mono(payout.hotWallet)],
              [t('field.nonce'), payout.nonce],
              [t('field.broadcast'), payout.broadcastAt ? utcTime(payout.broadcastAt) : none],
            ]}
          />
        ) : (
          <Text c={MUTED} size="sm">
            {t('payout.none')}
          </Text>
        )}
      </Section>

      <Section title={t('section.recentWithdrawals')}>
        <Movements label={t('section.recentWithdrawals')} items={detail.recentWithdrawals} />
      </Section>
      <Section title={t('section.recentDeposits')}>
        <Movements label={t('section.recentDeposits')} items={detail.recentDeposits} />
      </Section>

      <Section title={t('section.audit')}>
        {detail.audit.length === 0 ? (
          <Text c={MUTED} size="sm">
            {t('audit.none')}
          </Text>
        ) : (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {detail.audit.map((a) => (
              <li key={a.id}>
                <Text size="sm">
                  <time dateTime={a.createdAt}>{utcTime(a.createdAt)}</time> · {a.actorLogin ?? a.actorId ?? '—'} ·{' '}
                  <Code>{a.action}</Code>
                </Text>
                {changes(a.before, a.after).map((line) => (
                  <Text key={line} size="sm" c={MUTED} className={classes.breakable}>
                    {line}
                  </Text>
                ))}
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

export function WithdrawalPage({ id }: { id: string }) {
  const { t } = useTranslation('admin-withdrawals');
  const query = useWithdrawal(id);
  if (query.isLoading) return <Skeleton h={400} />;
  if (query.isError || !query.data) {
    return (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(query.error, t('loadFailedHint'))}
        retryLabel={t('retryLoad')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Detail detail={query.data} />;
}
