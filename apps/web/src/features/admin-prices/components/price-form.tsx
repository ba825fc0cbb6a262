/**
 * A price's source, in a dialog: set by hand (with CAPE's market cap and circulating supply) or read from an
 * aggregator contract on a network the server has a node for, with the allowed move beyond which a new answer waits
 * for an operator. The form checks what the API checks (the contract's schema); the server reads an aggregator
 * before saving it, so a wrong address is refused at once.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Modal, NativeSelect, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type AdminPrice, type SetPriceBody, setPriceBody } from '@yc/contract/admin-prices';
import { useEffect } from 'react';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { getChainConfigQueryOptions } from '../../../lib/web3/chain-config.ts';
import { setPrice, usePriceChange } from '../api/prices.ts';

interface Values {
  source: 'operator' | 'aggregator';
  price: string;
  marketCap: string;
  circulatingSupply: string;
  maxAgeSeconds: string;
  chainId: string;
  address: string;
  maxDeviationPercent: string;
}

const DEFAULT_MAX_AGE = '86400';
const DEFAULT_DEVIATION = '10';

const valuesOf = (p: AdminPrice, chainId: number | undefined): Values => ({
  source: p.source === 'aggregator' ? 'aggregator' : 'operator',
  price: p.price ?? '',
  marketCap: p.marketCap ?? '',
  circulatingSupply: p.circulatingSupply ?? '',
  maxAgeSeconds: String(p.maxAgeSeconds ?? DEFAULT_MAX_AGE),
  chainId: String(p.feed?.chainId ?? chainId ?? ''),
  address: p.feed?.address ?? '',
  maxDeviationPercent: p.feed ? (p.feed.maxDeviationPercent ?? '') : DEFAULT_DEVIATION,
});

const orNull = (value: string) => value.trim() || null;

const bodyOf = (v: Values): SetPriceBody =>
  v.source === 'operator'
    ? {
        source: 'operator',
        price: v.price.trim(),
        marketCap: orNull(v.marketCap),
        circulatingSupply: orNull(v.circulatingSupply),
        maxAgeSeconds: Number(v.maxAgeSeconds.trim()),
      }
    : {
        source: 'aggregator',
        chainId: Number(v.chainId),
        address: v.address.trim(),
        maxAgeSeconds: Number(v.maxAgeSeconds.trim()),
        maxDeviationPercent: orNull(v.maxDeviationPercent),
      };

const checkBody = zodValidator<SetPriceBody>(setPriceBody);

function Form({ price, onClose }: { price: AdminPrice; onClose: () => void }) {
  const { t } = useTranslation('admin-prices');
  const chains = useQuery(getChainConfigQueryOptions());
  // Only a network the server has a node for can be read.
  const networks = chains.data?.networks.filter((n) => n.rpcPath !== null) ?? [];
  const form = useForm<Values>({
    initialValues: valuesOf(price, chains.data?.defaultChainId),
    validate: (v) => checkBody(bodyOf(v)),
  });
  const firstNetwork = networks[0]?.chainId;
  // The networks may arrive after the dialog opened: the first one stands in for a chain not chosen yet.
  useEffect(() => {
    if (form.values.chainId === '' && firstNetwork !== undefined) form.setFieldValue('chainId', String(firstNetwork));
  }, [firstNetwork, form]);
  const save = usePriceChange((body: SetPriceBody) => setPrice({ token: price.token, fiat: price.fiat }, body));
  const submit = form.onSubmit((values) =>
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        notifySuccess(t('saved', { token: price.token }));
        onClose();
      },
    }),
  );
  const manual = form.values.source === 'operator';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('form.source')}
          data={[
            { value: 'operator', label: t('form.manual') },
            { value: 'aggregator', label: t('form.aggregator') },
          ]}
          {...form.getInputProps('source')}
        />
        {manual ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('form.price', { fiat: price.fiat.toUpperCase() })}
              inputMode="decimal"
              {...form.getInputProps('price')}
            />
            {price.token === 'CAPE' && (
              <>
                <TextInput
                  label={t('form.marketCap', { fiat: price.fiat.toUpperCase() })}
                  inputMode="decimal"
                  {...form.getInputProps('marketCap')}
                />
                <TextInput
                  label={t('form.circulatingSupply')}
                  inputMode="decimal"
                  {...form.getInputProps('circulatingSupply')}
                />
              </>
            )}
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('form.network')}
              data={networks.map((n) => ({ value: String(n.chainId), label: `${n.name} (${n.chainId})` }))}
              {...form.getInputProps('chainId')}
            />
            <TextInput
              label={t('form.address')}
              description={t('form.addressHint')}
              spellCheck={false}
              autoComplete="off"
              {...form.getInputProps('address')}
            />
            <TextInput
              label={t('form.deviation')}
              description={t('form.deviationHint')}
              inputMode="decimal"
              {...form.getInputProps('maxDeviationPercent')}
            />
          </SimpleGrid>
        )}
        <TextInput
          label={t('form.maxAge')}
          description={t('form.maxAgeHint')}
          inputMode="numeric"
          {...form.getInputProps('maxAgeSeconds')}
        />
        <FormFooter
          error={save.isError ? messageOf(save.error, t('saveFailed')) : null}
          label={t('form.save')}
          pending={save.isPending}
          cancel={{ label: t('form.cancel'), onClick: onClose }}
        />
      </Stack>
    </form>
  );
}

/** The dialog for `price`; closed while it is null. */
export function PriceForm({ price, onClose }: { price: AdminPrice | null; onClose: () => void }) {
  const { t } = useTranslation('admin-prices');
  return (
    <Modal
      opened={price !== null}
      onClose={onClose}
      size="lg"
      title={price ? t('form.title', { token: price.token, fiat: price.fiat.toUpperCase() }) : ''}
    >
      {price && <Form price={price} onClose={onClose} />}
    </Modal>
  );
}
