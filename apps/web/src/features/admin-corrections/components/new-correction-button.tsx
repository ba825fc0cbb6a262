/**
 * "New correction": a dialog that proposes a reversal (the entry's id, then its lines and whether it can be reversed)
 * or an adjustment (the user, pool, token, credit or debit, the amount, with the user's position shown). Nothing posts
 * here: a second operator approves the proposal on the list.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import {
  CORRECTION_TEXT_MAX,
  type CorrectionDirection,
  type CorrectionKind,
  type ProposeCorrectionBody,
} from '@yc/contract/admin-corrections';
import { ALL_POOLS, type AnyPool, POOL_TOKENS } from '@yc/contract/constants';
import { type FormEvent, useState } from 'react';
import { oneLine } from '../../../components/ui/confirm-button.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useProposeCorrection } from '../api/correction-actions.ts';
import { useCorrectionPosition } from '../api/get-correction-position.ts';
import { useLedgerEntry } from '../api/get-ledger-entry.ts';
import { EntryPreview } from './entry-preview.tsx';
import { LoadedEntry } from './loaded-entry.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A positive decimal as the API takes it. */
const AMOUNT = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
/** Typing in the user field asks for the position once the typing pauses. */
const TYPING_PAUSE_MS = 400;

interface Fields {
  kind: CorrectionKind;
  entryId: string;
  user: string;
  pool: AnyPool;
  token: string;
  direction: CorrectionDirection;
  amount: string;
  reason: string;
}

const EMPTY: Fields = {
  kind: 'reversal',
  entryId: '',
  user: '',
  pool: 'stable',
  token: POOL_TOKENS.stable[0],
  direction: 'credit',
  amount: '',
  reason: '',
};

function ReversalFields({
  fields,
  onAdjustInstead,
}: {
  fields: Fields;
  onAdjustInstead: (f: Partial<Fields>) => void;
}) {
  const { t } = useTranslation('admin-corrections');
  const id = fields.entryId.trim();
  if (!UUID.test(id)) {
    return id ? (
      <Text size="sm" c="red">
        {t('form.entryIdInvalid')}
      </Text>
    ) : null;
  }
  return (
    <LoadedEntry entryId={id}>
      {(e) => (
        <Stack gap="sm">
          <EntryPreview entry={e} />
          {e.blockedBy === 'kind' && e.user && e.pool && e.token && (
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  onAdjustInstead({
                    kind: 'adjustment',
                    user: e.user?.login ?? '',
                    pool: e.pool as AnyPool,
                    token: e.token ?? '',
                  })
                }
              >
                {t('form.adjustInstead')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </LoadedEntry>
  );
}

function AdjustmentFields({ fields, set }: { fields: Fields; set: (f: Partial<Fields>) => void }) {
  const { t } = useTranslation('admin-corrections');
  const [user] = useDebouncedValue(fields.user.trim(), TYPING_PAUSE_MS);
  const position = useCorrectionPosition(
    user ? { user, pool: fields.pool, token: fields.token as ProposeTokenField } : null,
  );
  const amountInvalid = fields.amount !== '' && !(AMOUNT.test(fields.amount.trim()) && /[1-9]/.test(fields.amount));
  return (
    <Stack gap="sm">
      <TextInput
        label={t('form.user')}
        description={t('form.userHint')}
        value={fields.user}
        onChange={(e) => set({ user: e.currentTarget.value })}
        required
      />
      {user &&
        (position.isError ? (
          <Text size="sm" c="red" role="alert">
            {messageOf(position.error, t('form.positionFailed'))}
          </Text>
        ) : position.data ? (
          <Text size="sm" c={MUTED}>
            {t('form.position', {
              user: position.data.user.login,
              value: position.data.value,
              token: position.data.token,
              pool: position.data.pool,
            })}
          </Text>
        ) : null)}
      <Group grow align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('form.pool')}
          value={fields.pool}
          data={ALL_POOLS.map((pool) => ({ value: pool, label: pool }))}
          onChange={(e) => {
            const pool = e.currentTarget.value as AnyPool;
            set({ pool, token: POOL_TOKENS[pool][0] });
          }}
          miw={140}
        />
        <NativeSelect
          label={t('form.token')}
          value={fields.token}
          data={[...POOL_TOKENS[fields.pool]]}
          onChange={(e) => set({ token: e.currentTarget.value })}
          miw={140}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="correction-direction">
          {t('form.direction')}
        </Text>
        <SegmentedControl
          aria-labelledby="correction-direction"
          value={fields.direction}
          onChange={(value) => set({ direction: value as CorrectionDirection })}
          data={[
            { value: 'credit', label: t('direction.credit') },
            { value: 'debit', label: t('direction.debit') },
          ]}
        />
        <Text size="xs" c={MUTED}>
          {t(`direction.${fields.direction}Hint`)}
        </Text>
      </Stack>
      <TextInput
        label={t('form.amount', { token: fields.token })}
        inputMode="decimal"
        value={fields.amount}
        onChange={(e) => set({ amount: e.currentTarget.value })}
        error={amountInvalid ? t('form.amountInvalid') : undefined}
        required
      />
    </Stack>
  );
}

type ProposeTokenField = Extract<ProposeCorrectionBody, { kind: 'adjustment' }>['token'];

/** The body the fields make, or null while they are incomplete. */
function bodyOf(f: Fields): ProposeCorrectionBody | null {
  // The API takes the reason as one line; line breaks typed in the box become spaces.
  const reason = oneLine(f.reason);
  if (!reason) return null;
  if (f.kind === 'reversal')
    return UUID.test(f.entryId.trim()) ? { kind: 'reversal', entryId: f.entryId.trim(), reason } : null;
  const amount = f.amount.trim();
  if (!f.user.trim() || !AMOUNT.test(amount) || !/[1-9]/.test(amount)) return null;
  return {
    kind: 'adjustment',
    user: f.user.trim(),
    pool: f.pool,
    token: f.token as ProposeTokenField,
    direction: f.direction,
    amount,
    reason,
  };
}

export function NewCorrectionButton() {
  const { t } = useTranslation('admin-corrections');
  const [opened, setOpened] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const propose = useProposeCorrection();
  const set = (f: Partial<Fields>) => setFields((current) => ({ ...current, ...f }));
  const body = bodyOf(fields);
  const entryId = fields.entryId.trim();
  const entry = useLedgerEntry(fields.kind === 'reversal' && UUID.test(entryId) ? entryId : null);
  const canPropose = body !== null && (fields.kind === 'adjustment' || entry.data?.reversible === true);

  const close = () => {
    if (!propose.isPending) setOpened(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    setError(null);
    try {
      await propose.mutateAsync([body]);
      setOpened(false);
      notifySuccess(t('form.proposed'));
    } catch (failure) {
      setError(messageOf(failure, t('form.failed')));
    }
  };

  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
        {t('new')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('form.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('form.cancel') }}
        onExitTransitionEnd={() => {
          setFields(EMPTY);
          setError(null);
        }}
      >
        <form onSubmit={submit}>
          <Stack gap="md">
            <SegmentedControl
              aria-label={t('form.kind')}
              value={fields.kind}
              onChange={(value) => set({ kind: value as CorrectionKind })}
              data={[
                { value: 'reversal', label: t('kind.reversal') },
                { value: 'adjustment', label: t('kind.adjustment') },
              ]}
            />
            <Text size="sm" c={MUTED}>
              {t(`form.${fields.kind}Hint`)}
            </Text>
            {fields.kind === 'reversal' ? (
              <>
                <TextInput
                  label={t('form.entryId')}
                  value={fields.entryId}
                  onChange={(e) => set({ entryId: e.currentTarget.value })}
                  required
                />
                <ReversalFields fields={fields} onAdjustInstead={set} />
              </>
            ) : (
              <AdjustmentFields fields={fields} set={set} />
            )}
            <Textarea
              label={t('form.reason')}
              description={t('form.reasonHint', { max: CORRECTION_TEXT_MAX })}
              value={fields.reason}
              maxLength={CORRECTION_TEXT_MAX}
              rows={3}
              onChange={(e) => set({ reason: e.currentTarget.value })}
              required
            />
            {error && (
              <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={propose.isPending}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={propose.isPending} disabled={!canPropose}>
                {t('form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
