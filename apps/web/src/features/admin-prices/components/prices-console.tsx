/**
 * The prices console (docs/product.md §10 "Prices"): every token's price per fiat with its age, state and source;
 * an aggregator's answer held beyond the allowed move waits at the top for Confirm or Reject (each asks first and
 * needs a fresh authenticator code); "Read now" reads every aggregator at once instead of at the next pass.
 */
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminPrice, PriceState } from '@yc/contract/admin-prices';
import { useState } from 'react';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { formatAge } from '../../../utils/age.ts';
import { confirmHeldPrice, rejectHeldPrice, usePriceChange, usePrices, useReadPricesNow } from '../api/prices.ts';
import { PriceForm } from './price-form.tsx';

const STATE_COLORS: Record<PriceState, string> = { fresh: 'teal', stale: 'orange', held: 'yellow', missing: 'red' };
/** The page's text colour on the light tint: the tint's own coloured text is below 4.5:1 for some colours. */
const READABLE = { label: { color: 'var(--mantine-color-text)' } } as const;

const pair = (p: AdminPrice) => `${p.token} / ${p.fiat.toUpperCase()}`;
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

function Source({ price }: { price: AdminPrice }) {
  const { t } = useTranslation('admin-prices');
  if (!price.source) return <>—</>;
  if (!price.feed) return <>{t(`source.${price.source}`)}</>;
  return (
    <Stack gap={2}>
      <span>
        {t('source.feed', { chainId: price.feed.chainId })}{' '}
        <span title={price.feed.address}>{shortAddress(price.feed.address)}</span>
      </span>
      {price.feed.maxDeviationPercent && (
        <Text size="xs" c={MUTED}>
          {t('source.deviation', { percent: price.feed.maxDeviationPercent })}
        </Text>
      )}
      {price.feed.error && (
        <Text size="xs" c="red.8">
          {t('source.error', { reason: price.feed.error })}
        </Text>
      )}
    </Stack>
  );
}

function HeldActions({ price }: { price: AdminPrice }) {
  const { t } = useTranslation('admin-prices');
  const params = { token: price.token, fiat: price.fiat };
  const confirm = usePriceChange(() => confirmHeldPrice(params));
  const reject = usePriceChange(() => rejectHeldPrice(params));
  const text = t('held.text', { pair: pair(price), price: price.price, held: price.held?.price });
  return (
    <Group gap="xs">
      <ConfirmButton
        size="xs"
        label={t('held.confirm')}
        aria-label={t('held.confirmPair', { pair: pair(price) })}
        title={t('held.confirmTitle', { pair: pair(price) })}
        text={text}
        confirmLabel={t('held.confirm')}
        onConfirm={async () => {
          await confirm.mutateAsync(undefined);
          notifySuccess(t('held.confirmed', { pair: pair(price) }));
        }}
      />
      <ConfirmButton
        size="xs"
        color="red"
        variant="light"
        label={t('held.reject')}
        aria-label={t('held.rejectPair', { pair: pair(price) })}
        title={t('held.rejectTitle', { pair: pair(price) })}
        text={text}
        confirmLabel={t('held.reject')}
        onConfirm={async () => {
          await reject.mutateAsync(undefined);
          notifySuccess(t('held.rejected', { pair: pair(price) }));
        }}
      />
    </Group>
  );
}

function HeldPrices({ held, now }: { held: AdminPrice[]; now: number }) {
  const { t } = useTranslation('admin-prices');
  const locale = useLocale();
  return (
    <SectionCard title={t('held.title')} hint={t('held.hint')}>
      <ColumnsTable<AdminPrice>
        label={t('held.title')}
        rows={held}
        rowKey={pair}
        columns={[
          { heading: t('column.token'), cell: pair },
          { heading: t('held.inForce'), numeric: true, cell: (p) => p.price },
          { heading: t('held.newAnswer'), numeric: true, cell: (p) => p.held?.price },
          { heading: t('held.since'), cell: (p) => (p.held ? formatAge(p.held.heldAt, now, locale) : '') },
          { heading: t('column.actions'), cell: (p) => <HeldActions price={p} /> },
        ]}
      />
    </SectionCard>
  );
}

export function PricesConsole() {
  const { t } = useTranslation('admin-prices');
  const locale = useLocale();
  const prices = usePrices();
  const readNow = useReadPricesNow();
  const [editing, setEditing] = useState<AdminPrice | null>(null);
  if (prices.isPending) return <Skeleton h={320} />;
  if (prices.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(prices.error, t('loadFailedHint'))}
        retryLabel={t('retry')}
        onRetry={() => void prices.refetch()}
        retrying={prices.isFetching}
      />
    );
  const now = Date.now();
  const { items, readEveryMs } = prices.data;
  const held = items.filter((p) => p.held);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text size="sm" c={MUTED}>
          {t('readEvery', { seconds: Math.round(readEveryMs / 1000) })}
        </Text>
        <Button variant="default" onClick={() => readNow.mutate()} loading={readNow.isPending}>
          {t('readNow')}
        </Button>
      </Group>
      {readNow.isError && (
        <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
          {messageOf(readNow.error, t('readFailed'))}
        </Alert>
      )}
      {held.length > 0 && <HeldPrices held={held} now={now} />}
      <ColumnsTable<AdminPrice>
        label={t('table')}
        rows={items}
        rowKey={pair}
        columns={[
          { heading: t('column.token'), cell: pair },
          { heading: t('column.price'), numeric: true, cell: (p) => p.price ?? '—' },
          {
            heading: t('column.updated'),
            cell: (p) => (p.updatedAt ? formatAge(p.updatedAt, now, locale) : t('never')),
          },
          {
            heading: t('column.state'),
            cell: (p) => (
              <Badge color={STATE_COLORS[p.state]} variant="light" styles={READABLE}>
                {t(`state.${p.state}`)}
              </Badge>
            ),
          },
          { heading: t('column.source'), cell: (p) => <Source price={p} /> },
          {
            heading: t('column.actions'),
            cell: (p) => (
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(p)}
                aria-label={t('editPair', { pair: pair(p) })}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]}
      />
      <PriceForm price={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
