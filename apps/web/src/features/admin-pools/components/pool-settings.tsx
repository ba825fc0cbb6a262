/**
 * A pool's settings (docs/product.md §10 "Pools"): APY, fees and minimum deposit, whether deposits are open, and
 * whether withdrawals are paused with the message investors read (en and ru). The form checks what the API checks
 * (the contract's schema); a new APY takes effect from the next accrual day, which the form says before saving.
 * Below it, the APY's history.
 */
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminPoolDetail, type UpdatePoolSettingsBody, updatePoolSettingsBody } from '@yc/contract/admin-pools';
import type { AnyPool } from '@yc/contract/constants';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { formatPercent } from '../../../utils/money.ts';
import { useUpdatePoolSettings } from '../api/get-pools.ts';

interface Values {
  apy: string;
  depositFee: string;
  withdrawalFee: string;
  minDepositUsd: string;
  depositsOpen: boolean;
  paused: boolean;
  pausedEn: string;
  pausedRu: string;
  chainId: string;
  strategyAddress: string;
  vaultAddress: string;
  tokenContract: string;
  website: string;
}

/** The contract fields, each an address or empty (none). */
const CONTRACTS = ['strategyAddress', 'vaultAddress', 'tokenContract'] as const;

/** The form's values of a pool: the APY it will have tomorrow (today's unless a change is booked). */
const valuesOf = (d: AdminPoolDetail): Values => ({
  apy: d.nextApy?.apy ?? d.apy,
  depositFee: d.depositFee,
  withdrawalFee: d.withdrawalFee,
  minDepositUsd: d.minDepositUsd,
  depositsOpen: d.depositsOpen,
  paused: d.withdrawalsPaused !== null,
  pausedEn: d.withdrawalsPaused?.en ?? '',
  pausedRu: d.withdrawalsPaused?.ru ?? '',
  chainId: String(d.chainId),
  strategyAddress: d.strategyAddress ?? '',
  vaultAddress: d.vaultAddress ?? '',
  tokenContract: d.tokenContract ?? '',
  website: d.website ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const bodyOf = (v: Values): UpdatePoolSettingsBody => ({
  apy: v.apy,
  depositFee: v.depositFee,
  withdrawalFee: v.withdrawalFee,
  minDepositUsd: v.minDepositUsd,
  depositsOpen: v.depositsOpen,
  withdrawalsPaused: v.paused ? { en: v.pausedEn, ru: v.pausedRu } : null,
  chainId: /^\d{1,15}$/.test(v.chainId.trim()) ? Number(v.chainId.trim()) : Number.NaN,
  strategyAddress: orNull(v.strategyAddress),
  vaultAddress: orNull(v.vaultAddress),
  tokenContract: orNull(v.tokenContract),
  website: orNull(v.website),
});

const checkBody = zodValidator<UpdatePoolSettingsBody>(updatePoolSettingsBody);
/** The body's issues under the form's field names. */
const validate = (v: Values) =>
  Object.fromEntries(
    Object.entries(checkBody(bodyOf(v))).map(([key, message]) => [
      key === 'withdrawalsPaused.en' ? 'pausedEn' : key === 'withdrawalsPaused.ru' ? 'pausedRu' : key,
      message,
    ]),
  );

function SettingsForm({ pool, detail }: { pool: AnyPool; detail: AdminPoolDetail }) {
  const { t } = useTranslation('admin-pools');
  const locale = useLocale();
  const save = useUpdatePoolSettings(pool);
  const form = useForm<Values>({ initialValues: valuesOf(detail), validate });
  const submit = form.onSubmit((values) =>
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        notifySuccess(t('saved'));
      },
    }),
  );
  const apyChanges = form.values.apy.trim() !== (detail.nextApy?.apy ?? detail.apy);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c={MUTED}>
          {t('settings.apyToday', { apy: formatPercent(detail.apy, locale) })}
          {detail.nextApy &&
            ` ${t('settings.apyBooked', { apy: formatPercent(detail.nextApy.apy, locale), date: detail.nextApy.effectiveFrom })}`}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('settings.apy')}
            description={t('settings.apyHint')}
            inputMode="decimal"
            {...form.getInputProps('apy')}
          />
          <TextInput
            label={t('settings.minDepositUsd')}
            description={t('settings.minDepositHint')}
            inputMode="decimal"
            {...form.getInputProps('minDepositUsd')}
          />
          <TextInput
            label={t('settings.depositFee')}
            description={t('settings.feeHint')}
            inputMode="decimal"
            {...form.getInputProps('depositFee')}
          />
          <TextInput
            label={t('settings.withdrawalFee')}
            description={t('settings.feeHint')}
            inputMode="decimal"
            {...form.getInputProps('withdrawalFee')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('settings.depositsOpen')}
          description={t('settings.depositsOpenHint')}
          {...form.getInputProps('depositsOpen', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('settings.paused')}
          description={t('settings.pausedHint')}
          {...form.getInputProps('paused', { type: 'checkbox' })}
        />
        {form.values.paused && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea label={t('settings.pausedEn')} maxLength={500} rows={3} {...form.getInputProps('pausedEn')} />
            <Textarea label={t('settings.pausedRu')} maxLength={500} rows={3} {...form.getInputProps('pausedRu')} />
          </SimpleGrid>
        )}
        <Title order={3} size="h5">
          {t('settings.contracts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('settings.chainId')}
            description={t('settings.chainIdHint')}
            inputMode="numeric"
            {...form.getInputProps('chainId')}
          />
          <TextInput
            label={t('settings.website')}
            placeholder="https://"
            inputMode="url"
            {...form.getInputProps('website')}
          />
          {CONTRACTS.map((field) => (
            <TextInput
              key={field}
              label={t(`settings.${field}`)}
              description={t('settings.contractHint')}
              placeholder="0x…"
              spellCheck={false}
              autoComplete="off"
              ff="monospace"
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        {apyChanges && (
          <Alert styles={ALERT_STYLES} color="blue" variant="light">
            {t('settings.apyFromTomorrow')}
          </Alert>
        )}
        {save.isError && (
          <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
            {messageOf(save.error, t('saveFailed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ApyHistory({ detail }: { detail: AdminPoolDetail }) {
  const { t } = useTranslation('admin-pools');
  const locale = useLocale();
  return (
    <ColumnsTable
      label={t('history.title')}
      rows={detail.apyHistory}
      rowKey={(r) => r.effectiveFrom}
      columns={[
        {
          heading: t('history.from'),
          cell: (r) => (r.setBy === null ? t('history.always') : r.effectiveFrom),
        },
        { heading: t('history.apy'), numeric: true, cell: (r) => formatPercent(r.apy, locale) },
        { heading: t('history.by'), cell: (r) => (r.setBy ? (r.setBy.login ?? r.setBy.id) : '—') },
        { heading: t('history.at'), cell: (r) => `${r.setAt.slice(0, 10)} ${r.setAt.slice(11, 16)}` },
      ]}
    />
  );
}

export function PoolSettings({ pool, detail }: { pool: AnyPool; detail: AdminPoolDetail }) {
  const { t } = useTranslation('admin-pools');
  return (
    <Stack gap="md">
      <SectionCard title={t('settings.title')}>
        <SettingsForm pool={pool} detail={detail} />
      </SectionCard>
      <SectionCard title={t('history.title')}>
        <ApyHistory detail={detail} />
      </SectionCard>
    </Stack>
  );
}
