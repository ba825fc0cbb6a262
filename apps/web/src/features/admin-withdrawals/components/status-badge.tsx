import { Badge } from '@mantine/core';
import type { UserStatus } from '@yc/contract/admin-users';
import type { WithdrawalStatus } from '@yc/contract/ledger';
import { useTranslation } from '../../../lib/i18n.ts';

const WITHDRAWAL_COLORS: Record<WithdrawalStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  sent: 'blue',
  confirmed: 'teal',
  rejected: 'red',
  failed: 'red',
};
const USER_COLORS: Record<UserStatus, string> = { active: 'teal', frozen: 'red', unconfirmed: 'gray' };

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('admin-withdrawals');
  return (
    <Badge color={WITHDRAWAL_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin-withdrawals');
  return (
    <Badge color={USER_COLORS[status]} variant="light">
      {t(`userStatus.${status}`)}
    </Badge>
  );
}
