/**
 * A pool's deposits and withdrawals state as badges, read the same in the list and on the pool's page; their text is
 * the page's text colour (the light variant's green or orange on its tint is below 4.5:1).
 */
import { Badge, Group } from '@mantine/core';
import type { AdminPool } from '@yc/contract/admin-pools';
import { READABLE_BADGE } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export function PoolState({ pool }: { pool: AdminPool }) {
  const { t } = useTranslation('admin-pools');
  return (
    <Group gap={6}>
      <Badge variant="light" color={pool.depositsOpen ? 'green' : 'red'} styles={READABLE_BADGE}>
        {t(pool.depositsOpen ? 'state.depositsOpen' : 'state.depositsClosed')}
      </Badge>
      {pool.withdrawalsPaused && (
        <Badge variant="light" color="orange" styles={READABLE_BADGE}>
          {t('state.withdrawalsPaused')}
        </Badge>
      )}
    </Group>
  );
}
