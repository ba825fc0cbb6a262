/**
 * Who is signed in, as the cabinet shows it: the name, login or e-mail, or for a wallet-only account the wallet's
 * address shortened to 6 + 6 characters; the avatar is the uploaded picture, the wallet's blockie, or initials.
 */
import { Avatar, Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shortenAddress } from '@yc/contract/chain';
import { useTranslation } from '../../lib/i18n.ts';
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

/**
 * The same blockie wallets and explorers draw for the address (a PNG data URL; the CSP allows `img-src data:`).
 * Its library loads only for a wallet-only account, so the cabinet's pages do not carry it for everyone else.
 */
function useBlockie(wallet: string | null): string | undefined {
  return useQuery({
    queryKey: ['blockie', wallet?.toLowerCase()],
    queryFn: async () => (await import('ethereum-blockies-base64')).default(wallet as string),
    enabled: wallet !== null,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

export function UserAvatar({ size = 32 }: { size?: number }) {
  const { name, wallet, avatarUrl } = useIdentity();
  const blockie = useBlockie(avatarUrl ? null : wallet);
  // Until the blockie is drawn, a plain circle: initials of "0x…" would read "0X".
  if (!avatarUrl && wallet) {
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
