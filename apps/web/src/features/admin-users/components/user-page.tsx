/**
 * A user's page in the console: profile, status and the actions on the account, wallet, positions, balance chart,
 * statement with CSV, referral counts, sessions and sign-in history.
 */
import '@mantine/core/styles/DataList.css';
import { Alert, DataList, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminSession, AdminSignIn, AdminUserDetail } from '@yc/contract/admin-users';
import { lazy } from 'react';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatToken } from '../../../utils/money.ts';
import { useUser } from '../api/get-user.ts';
import classes from './admin-users.module.css';
import { Section } from './section.tsx';
import {
  FreezeActions,
  ResendConfirmationButton,
  RevokeSessionsButton,
  RoleButton,
  UnlinkWalletButton,
} from './user-actions.tsx';
import { UserStatement } from './user-statement.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

const UserBalanceChart = lazy(() => import('./user-balance-chart.tsx'));

/** UTC to the minute: read against other UTC records (the audit log, server logs). */
const utc = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '—');

function Profile({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const rows: [string, string | null][] = [
    ['login', user.login],
    ['email', user.email],
    ['name', user.name],
    ['phone', user.phone],
    ['telegram', user.telegram],
    ['locale', user.locale],
    ['created', utc(user.createdAt)],
    ['confirmed', user.emailConfirmedAt && utc(user.emailConfirmedAt)],
    ['source', user.source],
    ['referralId', user.referralId],
    ['id', user.id],
  ];
  return (
    <Section title={t('profile.title')}>
      <DataList>
        {rows.map(([key, value]) => (
          <SummaryRow key={key} label={t(`profile.${key}`)}>
            <span className={consoleList.wrap}>{value ?? '—'}</span>
          </SummaryRow>
        ))}
      </DataList>
    </Section>
  );
}

function Status({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  return (
    <Section
      title={t('status.title')}
      actions={
        <>
          <FreezeActions user={user} />
          <ResendConfirmationButton user={user} />
        </>
      }
    >
      <Stack gap="sm">
        <UserStatusBadge status={user.status} />
        {user.frozen && (
          <Alert styles={ALERT_STYLES} color="red" variant="light" title={t('status.frozenTitle')}>
            <Text size="sm" className={consoleList.wrap}>
              {t('status.frozenBy', {
                reason: user.frozen.reason,
                by: user.frozen.by?.login ?? user.frozen.by?.id ?? '—',
                at: utc(user.frozen.at),
              })}
            </Text>
          </Alert>
        )}
        <DataList>
          <SummaryRow label={t('role.title')}>{user.role ? t(`role.${user.role}`) : '—'}</SummaryRow>
        </DataList>
        <div>
          <RoleButton user={user} />
        </div>
      </Stack>
    </Section>
  );
}

function Wallet({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  return (
    <Section title={t('wallet.title')} actions={<UnlinkWalletButton user={user} />}>
      <Text size="sm" className={consoleList.wrap} c={user.wallet ? undefined : MUTED}>
        {user.wallet ?? t('wallet.none')}
      </Text>
    </Section>
  );
}

function Positions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const locale = useLocale();
  return (
    <Section title={t('positions.title')}>
      <ColumnsTable
        label={t('positions.title')}
        rows={user.positions}
        rowKey={(p) => `${p.pool}:${p.token}`}
        empty={t('positions.empty')}
        columns={[
          { heading: t('positions.pool'), cell: (p) => p.pool },
          { heading: t('positions.value'), numeric: true, cell: (p) => formatToken(p.value, locale, p.token) },
          { heading: t('positions.deposited'), numeric: true, cell: (p) => formatToken(p.deposited, locale, p.token) },
          { heading: t('positions.withdrawn'), numeric: true, cell: (p) => formatToken(p.withdrawn, locale, p.token) },
        ]}
      />
    </Section>
  );
}

function Referrals({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const { referrer, uplineDepth, downline } = user.referrals;
  return (
    <Section title={t('referrals.title')}>
      <DataList>
        <SummaryRow label={t('referrals.referrer')}>
          {referrer ? (
            <LocalizedLink to={paths.admin.user(referrer.id)}>
              <span className={consoleList.wrap}>{referrer.login ?? referrer.id}</span>
            </LocalizedLink>
          ) : (
            '—'
          )}
        </SummaryRow>
        <SummaryRow label={t('referrals.upline')}>{uplineDepth}</SummaryRow>
        {downline.length === 0 ? (
          <SummaryRow label={t('referrals.downline')}>0</SummaryRow>
        ) : (
          downline.map((d) => (
            <SummaryRow key={d.level} label={t('referrals.level', { level: d.level })}>
              {d.members}
            </SummaryRow>
          ))
        )}
      </DataList>
    </Section>
  );
}

function Sessions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  return (
    <Section title={t('sessions.title')} actions={<RevokeSessionsButton user={user} />}>
      <ColumnsTable<AdminSession>
        label={t('sessions.title')}
        rows={user.sessions}
        rowKey={(s) => s.id}
        empty={t('sessions.empty')}
        columns={[
          { heading: t('sessions.created'), cell: (s) => utc(s.createdAt) },
          { heading: t('sessions.lastUsed'), cell: (s) => utc(s.lastUsedAt) },
          { heading: t('sessions.ip'), cell: (s) => s.ip ?? '—' },
          { heading: t('sessions.agent'), cell: (s) => <span className={consoleList.wrap}>{s.userAgent ?? '—'}</span> },
          {
            heading: t('sessions.state'),
            cell: (s) => (s.revokedAt ? t('sessions.revoked', { at: utc(s.revokedAt) }) : t('sessions.open')),
          },
        ]}
      />
    </Section>
  );
}

function SignIns({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  return (
    <Section title={t('signIns.title')}>
      <ColumnsTable<AdminSignIn>
        label={t('signIns.title')}
        rows={user.signIns}
        rowKey={(s) => `${s.createdAt}:${s.method}:${s.ok}:${s.ip}`}
        empty={t('signIns.empty')}
        columns={[
          { heading: t('signIns.time'), cell: (s) => utc(s.createdAt) },
          { heading: t('signIns.method'), cell: (s) => t(`signIns.methods.${s.method}`) },
          { heading: t('signIns.result'), cell: (s) => (s.ok ? t('signIns.ok') : t(`signIns.failures.${s.failure}`)) },
          { heading: t('signIns.ip'), cell: (s) => s.ip ?? '—' },
          { heading: t('signIns.agent'), cell: (s) => <span className={consoleList.wrap}>{s.userAgent ?? '—'}</span> },
        ]}
      />
    </Section>
  );
}

export function UserPage({ id }: { id: string }) {
  const { t } = useTranslation('admin-users');
  const user = useUser(id);
  if (user.isPending) return <Skeleton h={400} />;
  if (user.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(user.error, t('loadFailedHint'))}
        retryLabel={t('retry')}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  const u = user.data;
  return (
    <Stack gap="md">
      <div className={classes.sections}>
        <Status user={u} />
        <Profile user={u} />
        <Wallet user={u} />
        <Referrals user={u} />
      </div>
      <Positions user={u} />
      <Section title={t('balance.title')}>
        <WhenVisible placeholder={<Skeleton h={200} />}>
          <UserBalanceChart id={id} />
        </WhenVisible>
      </Section>
      <UserStatement id={id} />
      <Sessions user={u} />
      <SignIns user={u} />
    </Stack>
  );
}
