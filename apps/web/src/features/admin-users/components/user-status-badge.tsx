import { Badge } from '@mantine/core';
import type { UserStatus } from '@yc/contract/admin-users';
import { useTranslation } from '../../../lib/i18n.ts';

const COLORS: Record<UserStatus, string> = { active: 'teal', frozen: 'red', unconfirmed: 'gray' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin-users');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
