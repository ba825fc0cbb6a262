/**
 * "Assign to a user": the operator names the transaction (network, hash, log index when it pays the pool more than
 * once), the investor (id or e-mail) and the pool; the server verifies the transfer as the watcher does and shows
 * it, and only then does a second button credit it. A stale second factor asks for a code in the same dialog.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AssignDepositBody, DepositAssignment } from '@yc/contract/admin-deposits';
import { ALL_POOLS, type AnyPool } from '@yc/contract/constants';
import { type FormEvent, useState } from 'react';
import { ALERT_STYLES } from '../../../components/ui/text-styles.ts';
import { isApiError, messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { getChainConfigQueryOptions } from '../../../lib/web3/chain-config.ts';
import { stepUp, useAssignDeposit, usePreviewAssignment } from '../api/assign-deposit.ts';
import { SummaryLine } from './summary-line.tsx';

export interface AssignTarget {
  chainId?: number;
  txHash?: string;
  logIndex?: number;
}

export function AssignDialog({ target, onClose }: { target: AssignTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin-deposits');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('assign.title')}
      closeButtonProps={{ 'aria-label': t('assign.cancel') }}
    >
      {target && <AssignForm target={target} onDone={onClose} />}
    </Modal>
  );
}

function AssignForm({ target, onDone }: { target: AssignTarget; onDone: () => void }) {
  const { t } = useTranslation('admin-deposits');
  const networks = useQuery(getChainConfigQueryOptions()).data?.networks ?? [];
  const [chainId, setChainId] = useState(String(target.chainId ?? ''));
  const [txHash, setTxHash] = useState(target.txHash ?? '');
  const [logIndex, setLogIndex] = useState(target.logIndex === undefined ? '' : String(target.logIndex));
  const [user, setUser] = useState('');
  const [pool, setPool] = useState<AnyPool>(ALL_POOLS[0]);
  const [code, setCode] = useState('');
  const [stepUpFailure, setStepUpFailure] = useState<unknown>(null);
  const preview = usePreviewAssignment();
  const assign = useAssignDeposit();
  const verified = preview.data;
  const chosenChain = chainId || String(networks[0]?.chainId ?? '');
  const stale = isApiError(assign.error, 'admin.totpStale');

  const body = (): AssignDepositBody => ({
    chainId: Number(chosenChain),
    txHash: txHash.trim().toLowerCase(),
    ...(logIndex.trim() ? { logIndex: Number(logIndex) } : {}),
    user: user.trim(),
    pool,
  });
  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    preview.reset();
    assign.reset();
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    preview.mutate(body());
  };
  const credit = async () => {
    setStepUpFailure(null);
    if (stale) {
      try {
        await stepUp(code.trim());
      } catch (failure) {
        setStepUpFailure(failure);
        return;
      }
    }
    assign.mutate(body(), {
      onSuccess: (done: DepositAssignment) => {
        notifySuccess(
          t('assign.done', { amount: done.amount, currency: done.currency, user: done.email ?? done.userId }),
        );
        onDone();
      },
    });
  };

  const error = stepUpFailure ?? preview.error ?? assign.error;
  return (
    <form onSubmit={verify}>
      <Stack gap="sm">
        <Text size="sm">{t('assign.text')}</Text>
        <NativeSelect
          label={t('assign.network')}
          value={chosenChain}
          onChange={(e) => edit(setChainId)(e.currentTarget.value)}
          data={networks.map((n) => ({ value: String(n.chainId), label: `${n.name} (${n.chainId})` }))}
        />
        <TextInput
          label={t('assign.txHash')}
          value={txHash}
          required
          spellCheck={false}
          autoCapitalize="none"
          onChange={(e) => edit(setTxHash)(e.currentTarget.value)}
        />
        <TextInput
          label={t('assign.logIndex')}
          description={t('assign.logIndexHint')}
          value={logIndex}
          inputMode="numeric"
          onChange={(e) => edit(setLogIndex)(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <TextInput
          label={t('assign.user')}
          value={user}
          required
          spellCheck={false}
          autoCapitalize="none"
          onChange={(e) => edit(setUser)(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('assign.pool')}
          value={pool}
          onChange={(e) => edit((v) => setPool(v as AnyPool))(e.currentTarget.value)}
          data={ALL_POOLS.map((p) => ({ value: p, label: p }))}
        />
        {verified && (
          <Alert styles={ALERT_STYLES} color="blue" variant="light" title={t('assign.verified')}>
            <Stack gap={4}>
              <SummaryLine label={t('assign.amount')} value={`${verified.amount} ${verified.currency}`} />
              <SummaryLine label={t('column.from')} value={verified.from} mono />
              <SummaryLine label={t('column.to')} value={verified.to} mono />
              <SummaryLine label={t('assign.block')} value={verified.blockNumber} />
              <SummaryLine label={t('column.confirmations')} value={String(verified.confirmations)} />
              <SummaryLine label={t('assign.investor')} value={verified.email ?? verified.userId} />
              <SummaryLine label={t('column.pool')} value={verified.pool} />
            </Stack>
          </Alert>
        )}
        {stale && (
          <TextInput
            label={t('assign.code')}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            onChange={(e) => setCode(e.currentTarget.value)}
          />
        )}
        {error && (
          <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
            {messageOf(error, t('assign.failed'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={assign.isPending}>
            {t('assign.cancel')}
          </Button>
          {verified ? (
            <Button color="green" loading={assign.isPending} disabled={stale && !code.trim()} onClick={credit}>
              {t('assign.confirm', { amount: verified.amount, currency: verified.currency })}
            </Button>
          ) : (
            <Button type="submit" loading={preview.isPending} disabled={!txHash.trim() || !user.trim()}>
              {t('assign.verify')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
