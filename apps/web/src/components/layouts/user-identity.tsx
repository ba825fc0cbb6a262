/**
 * Who is signed in, as the cabinet shows it: the name, login or e-mail, or for a wallet-only account the wallet's
 * address shortened to 6 + 6 characters; the avatar is the uploaded picture, the wallet's blockie, or initials.
 */
import { Avatar, Text, type TextProps } from '@mantine/core';
import { shortenAddress } from '@yc/contract/chain';
import makeBlockie from 'ethereum-blockies-base64';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';

interface Identity {
  name: string;
  /** Set when the account is known only by its wallet. */
  wallet: string | null;
  avatarUrl: string | null;
}

function useIdentity(): Identity {
  const session = useSession();
  if (session.status !== 'authenticated') return { name: '', wallet: null, avatarUrl: null };
  const { name, login, email, metaMaskAddress, avatarUrl } = session.user;
  const named = name || login || email;
  if (named || !metaMaskAddress) return { name: named ?? '', wallet: null, avatarUrl };
  return { name: shortenAddress(metaMaskAddress), wallet: metaMaskAddress, avatarUrl };
}

export function UserAvatar({ size = 32 }: { size?: number }) {
  const { name, wallet, avatarUrl } = useIdentity();
  // The same blockie wallets and explorers draw for the address (a PNG data URL; the CSP allows `img-src data:`).
  const blockie = useMemo(() => (wallet ? makeBlockie(wallet) : null), [wallet]);
  if (!avatarUrl && blockie) {
    return <Avatar src={blockie} alt="" size={size} radius="xl" data-testid="wallet-avatar" />;
  }
  // A fixed colour: initials over the name-derived palette can fall below AA contrast.
  return <Avatar src={avatarUrl} alt="" size={size} radius="xl" name={name} color="indigo" variant="filled" />;
}

/** "Hello, …" with the full address as a tooltip when the name is a shortened wallet. */
export function UserGreeting(props: TextProps) {
  const { t } = useTranslation();
  const { name, wallet } = useIdentity();
  return (
    <Text truncate="end" title={wallet ?? undefined} {...props}>
      {t('greeting', { name })}
    </Text>
  );
}
