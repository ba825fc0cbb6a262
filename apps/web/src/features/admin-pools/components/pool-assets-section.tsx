/**
 * A pool's assets and deposit addresses in the console (docs/product.md §10 "Pools", decision 80): which tokens it
 * accepts for deposits (the deposit dialog offers only these) and its composition weights; its deposit address per
 * network and currency — checked for its EIP-55 checksum by the server, shown checksummed, removed after a
 * confirmation.
 */
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AdminPoolAddress, AdminPoolAssetsResponse } from '@yc/contract/admin-pool-content';
import { type AnyPool, DEPOSIT_CURRENCIES } from '@yc/contract/constants';
import { type FormEvent, useState } from 'react';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePoolAssets, useRemovePoolAddress, useSetPoolAddress, useUpdatePoolAssets } from '../api/pool-content.ts';

type Asset = AdminPoolAssetsResponse['assets'][number];
interface TokenValues {
  accepts: Record<string, boolean>;
  weights: Record<string, string>;
}

const valuesOf = (view: AdminPoolAssetsResponse): TokenValues => ({
  accepts: Object.fromEntries(view.assets.map((a) => [a.token, a.acceptsDeposits])),
  weights: Object.fromEntries(view.assets.map((a) => [a.token, a.weight ?? ''])),
});

function TokensForm({ pool, view }: { pool: AnyPool; view: AdminPoolAssetsResponse }) {
  const { t } = useTranslation('admin-pool-content');
  const save = useUpdatePoolAssets(pool);
  const form = useForm<TokenValues>({ initialValues: valuesOf(view) });
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        assets: view.assets.map((a) => ({
          token: a.token,
          acceptsDeposits: values.accepts[a.token] ?? false,
          weight: a.inComposition && values.weights[a.token]?.trim() ? (values.weights[a.token] ?? '').trim() : null,
        })),
      },
      {
        onSuccess: (saved) => {
          form.setInitialValues(valuesOf(saved));
          form.setValues(valuesOf(saved));
          notifySuccess(t('tokens.saved'));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c={MUTED}>
          {t('tokens.hint')}
        </Text>
        <ColumnsTable<Asset>
          label={t('tokens.title')}
          rows={view.assets}
          rowKey={(a) => a.token}
          columns={[
            { heading: t('tokens.token'), cell: (a) => <Text fw={600}>{a.token}</Text> },
            {
              heading: t('tokens.accepts'),
              cell: (a) =>
                a.depositCurrency ? (
                  <Checkbox
                    aria-label={t('tokens.acceptsToken', { token: a.token })}
                    {...form.getInputProps(`accepts.${a.token}`, { type: 'checkbox' })}
                  />
                ) : (
                  <Text size="sm" c={MUTED}>
                    {t('tokens.notDepositCurrency')}
                  </Text>
                ),
            },
            {
              heading: t('tokens.weight'),
              cell: (a) =>
                a.inComposition ? (
                  <TextInput
                    aria-label={t('tokens.weightOf', { token: a.token })}
                    inputMode="decimal"
                    w="8rem"
                    rightSection="%"
                    {...form.getInputProps(`weights.${a.token}`)}
                  />
                ) : (
                  <Text size="sm" c={MUTED}>
                    {t('tokens.outsideComposition')}
                  </Text>
                ),
            },
          ]}
        />
        <FormFooter
          error={save.isError ? messageOf(save.error, t('saveFailed')) : null}
          label={t('tokens.save')}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}

function AddressForm({ pool, view }: { pool: AnyPool; view: AdminPoolAssetsResponse }) {
  const { t } = useTranslation('admin-pool-content');
  const set = useSetPoolAddress(pool);
  const [chainId, setChainId] = useState(String(view.chainId));
  const [currency, setCurrency] = useState<string>(DEPOSIT_CURRENCIES[0]);
  const [address, setAddress] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate(
      { chainId: Number(chainId), currency: currency as AdminPoolAddress['currency'], address: address.trim() },
      {
        onSuccess: () => {
          setAddress('');
          notifySuccess(t('addresses.saved'));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('addresses.network')}
            data={view.chains.map((c) => ({ value: String(c.id), label: `${c.name} (${c.id})` }))}
            value={chainId}
            onChange={(e) => setChainId(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('addresses.currency')}
            data={[...DEPOSIT_CURRENCIES]}
            value={currency}
            onChange={(e) => setCurrency(e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label={t('addresses.address')}
          description={t('addresses.addressHint')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          spellCheck={false}
          autoComplete="off"
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          error={set.isError ? messageOf(set.error, t('saveFailed')) : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={set.isPending} disabled={!address.trim()}>
            {t('addresses.set')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Addresses({ pool, view }: { pool: AnyPool; view: AdminPoolAssetsResponse }) {
  const { t } = useTranslation(['admin-pool-content', 'admin-pools']);
  const remove = useRemovePoolAddress(pool);
  const networkOf = (id: number) => view.chains.find((c) => c.id === id)?.name ?? String(id);
  const accepted = new Set(view.assets.filter((a) => a.acceptsDeposits).map((a) => a.token));
  return (
    <Stack gap="md">
      <ColumnsTable<AdminPoolAddress>
        label={t('addresses.title')}
        rows={view.addresses}
        rowKey={(a) => `${a.chainId}:${a.currency}`}
        empty={t('addresses.none')}
        columns={[
          { heading: t('addresses.network'), cell: (a) => `${networkOf(a.chainId)} (${a.chainId})` },
          { heading: t('addresses.currency'), cell: (a) => a.currency },
          {
            heading: t('addresses.address'),
            cell: (a) => (
              // On a phone's card (a flex row after its label) the address takes only the room the label leaves, so the
              // label is never broken mid-word.
              <Stack gap={4} miw={0} style={{ flex: '1 1 0' }}>
                <FullAddress>{a.address}</FullAddress>
                {a.chainId !== view.chainId && (
                  <Text size="xs" c={MUTED}>
                    {t('addresses.otherNetwork')}
                  </Text>
                )}
                {!accepted.has(a.currency) && (
                  <Text size="xs" c={MUTED}>
                    {t('addresses.notAccepted')}
                  </Text>
                )}
                {a.sharedWith.length > 0 && (
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <IconAlertTriangle size={14} color="var(--mantine-color-orange-filled)" aria-hidden />
                    <Text size="xs" fw={600}>
                      {t('addresses.shared', {
                        pools: a.sharedWith.map((p) => t(`admin-pools:pool.${p}`)).join(', '),
                      })}
                    </Text>
                  </Group>
                )}
              </Stack>
            ),
          },
          {
            heading: t('addresses.actions'),
            cell: (a) => (
              <ConfirmButton
                size="xs"
                variant="light"
                color="red"
                label={t('addresses.remove')}
                title={t('addresses.removeTitle', { currency: a.currency, network: networkOf(a.chainId) })}
                text={t('addresses.removeText')}
                confirmLabel={t('addresses.remove')}
                onConfirm={() => remove.mutateAsync({ chainId: a.chainId, currency: a.currency })}
              >
                <FullAddress>{a.address}</FullAddress>
              </ConfirmButton>
            ),
          },
        ]}
      />
      <AddressForm pool={pool} view={view} />
    </Stack>
  );
}

export function PoolAssetsSection({ pool }: { pool: AnyPool }) {
  const { t } = useTranslation('admin-pool-content');
  const assets = usePoolAssets(pool);
  const messages = { errorTitle: t('loadFailed'), errorMessage: t('loadFailedHint'), retry: t('retry') };
  return (
    <Stack gap="md">
      <QueryCard title={t('tokens.title')} query={assets} messages={messages} testId="pool-tokens">
        {(view) => <TokensForm pool={pool} view={view} />}
      </QueryCard>
      <QueryCard title={t('addresses.title')} query={assets} messages={messages} testId="pool-addresses">
        {(view) => <Addresses pool={pool} view={view} />}
      </QueryCard>
    </Stack>
  );
}
