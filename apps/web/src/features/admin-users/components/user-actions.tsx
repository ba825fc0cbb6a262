/** Status, wallet and role with the operator's actions; each irreversible one asks first (ConfirmButton). */
import { Button } from '@mantine/core';
import type { AdminUserDetail } from '@yc/contract/admin-users';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  freezeUser,
  resendConfirmation,
  revokeUserSessions,
  setUserRole,
  unfreezeUser,
  unlinkUserWallet,
  useUserAction,
} from '../api/user-actions.ts';

const REASON_MAX = 500;

export function FreezeActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const freeze = useUserAction(freezeUser, user.id);
  const unfreeze = useUserAction(unfreezeUser, user.id);
  if (user.frozen)
    return (
      <ConfirmButton
        key="unfreeze"
        size="xs"
        variant="light"
        label={t('actions.unfreeze')}
        title={t('actions.unfreezeTitle')}
        text={t('actions.unfreezeText')}
        confirmLabel={t('actions.unfreeze')}
        onConfirm={() => unfreeze.mutateAsync([])}
      />
    );
  return (
    <ConfirmButton
      key="freeze"
      size="xs"
      color="red"
      label={t('actions.freeze')}
      title={t('actions.freezeTitle')}
      text={t('actions.freezeText')}
      confirmLabel={t('actions.freeze')}
      reasons={[{ label: t('actions.reason'), description: t('actions.reasonHint'), maxLength: REASON_MAX }]}
      onConfirm={(reasons) => freeze.mutateAsync(reasons)}
    />
  );
}

export function RevokeSessionsButton({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const revoke = useUserAction(revokeUserSessions, user.id);
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      color="red"
      label={t('actions.revoke')}
      title={t('actions.revokeTitle')}
      text={t('actions.revokeText')}
      confirmLabel={t('actions.revoke')}
      onConfirm={async () => notifySuccess(t('actions.revoked', { count: (await revoke.mutateAsync([])).revoked }))}
    />
  );
}

export function UnlinkWalletButton({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const unlink = useUserAction(unlinkUserWallet, user.id);
  if (!user.wallet || !user.login) return null;
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      color="red"
      label={t('actions.unlink')}
      title={t('actions.unlinkTitle')}
      text={t('actions.unlinkText', { wallet: user.wallet })}
      confirmLabel={t('actions.unlink')}
      onConfirm={() => unlink.mutateAsync([])}
    />
  );
}

export function ResendConfirmationButton({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const resend = useUserAction(resendConfirmation, user.id);
  if (user.emailConfirmedAt || !user.login) return null;
  const send = async () => {
    try {
      notifySuccess((await resend.mutateAsync([])).message);
    } catch (error) {
      notifyError(error, t('actions.failed'));
    }
  };
  return (
    <Button size="xs" variant="light" loading={resend.isPending} onClick={send}>
      {t('actions.resend')}
    </Button>
  );
}

export function RoleButton({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const setRole = useUserAction(setUserRole, user.id);
  if (!user.role) return null;
  const next = user.role === 'admin' ? 'investor' : 'admin';
  const action = next === 'admin' ? 'makeOperator' : 'removeOperator';
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      color={next === 'admin' ? undefined : 'red'}
      label={t(`actions.${action}`)}
      title={t(`actions.${action}Title`)}
      text={t(`actions.${action}Text`)}
      confirmLabel={t(`actions.${action}`)}
      onConfirm={() => setRole.mutateAsync([next])}
    />
  );
}
