/** The overview's warnings: each a badge linking to where the operator acts on it; "all clear" when there is none. */
import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { AdminOverview } from '@yc/contract/admin-overview';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { READABLE_BADGE } from '../../../components/ui/text-styles.ts';
import { paths } from '../../../config/paths.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';

interface Warning {
  key: string;
  label: string;
  to: string;
  color: 'red' | 'orange';
}

function warningsOf(o: AdminOverview, t: TFunction): Warning[] {
  const short = o.hotWallets.filter((w) => w.covered === false).length;
  const unknown = o.hotWallets.filter((w) => w.covered === null).length;
  const failingJobs = o.jobs.filter((j) => j.failuresInARow > 0).length;
  const all: Array<Warning | false> = [
    short > 0 && {
      key: 'short',
      label: t('warning.hotWallets', { count: short }),
      to: paths.admin.withdrawals,
      color: 'red',
    },
    o.reconciliation?.ok === false && {
      key: 'mismatch',
      label: t('warning.mismatch'),
      to: paths.admin.reconciliation,
      color: 'red',
    },
    o.failedPayouts.count > 0 && {
      key: 'failed',
      label: t('warning.failedPayouts', { count: o.failedPayouts.count }),
      to: paths.admin.withdrawals,
      color: 'red',
    },
    o.approvals.waiting > 0 && {
      key: 'waiting',
      label: t('warning.waiting', { count: o.approvals.waiting }),
      to: paths.admin.withdrawals,
      color: 'orange',
    },
    o.stalePrices.length > 0 && {
      key: 'stale',
      label: t('warning.stalePrices', { count: o.stalePrices.length }),
      to: `${paths.admin.root}#stale-prices`,
      color: 'orange',
    },
    o.heldPrices.length > 0 && {
      key: 'held',
      label: t('warning.heldPrices', { count: o.heldPrices.length }),
      to: paths.admin.prices,
      color: 'orange',
    },
    unknown > 0 && {
      key: 'unknown',
      label: t('warning.unknownWallets', { count: unknown }),
      to: `${paths.admin.root}#hot-wallets`,
      color: 'orange',
    },
    failingJobs > 0 && {
      key: 'jobs',
      label: t('warning.jobs', { count: failingJobs }),
      to: `${paths.admin.root}#jobs`,
      color: 'orange',
    },
  ];
  return all.filter((w): w is Warning => w !== false);
}

export function OverviewWarnings({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin-overview');
  const warnings = warningsOf(overview, t);
  return (
    <Group gap="xs">
      {warnings.length === 0 ? (
        <Badge
          color="teal"
          variant="light"
          styles={READABLE_BADGE}
          size="lg"
          leftSection={<IconCircleCheck size={16} />}
        >
          {t('warning.none')}
        </Badge>
      ) : (
        warnings.map((w) => (
          <Badge
            key={w.key}
            component={LocalizedLink}
            to={w.to}
            color={w.color}
            variant="light"
            styles={READABLE_BADGE}
            size="lg"
            leftSection={<IconAlertTriangle size={16} />}
            style={{ cursor: 'pointer', textTransform: 'none', maxWidth: '100%' }}
          >
            {w.label}
          </Badge>
        ))
      )}
    </Group>
  );
}
