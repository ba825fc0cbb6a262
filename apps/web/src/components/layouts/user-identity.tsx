/**
 * Who is signed in, as the cabinet shows it: the name, login or e-mail, or for a wallet-only account the wallet's
 * address shortened to 6 + 6 characters; the avatar is the uploaded picture, the wallet's blockie, or initials.
 */
import { Avatar, Text, type TextProps } from '@mantine/core';
import { shortenAddress } from '@yc/contract/chain';
import { useTranslation } from 'react-i18next';
import { blockie } from '../../lib/blockie.ts';
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

function Blockie({ address }: { address: string }) {
  const { cells, size, color, background, spot } = blockie(address);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width="100%" height="100%" shapeRendering="crispEdges" aria-hidden="true">
      <rect width={size} height={size} fill={background} />
      {cells.map((cell, i) =>
        cell ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cells are a fixed grid
          <rect key={i} x={i % size} y={Math.floor(i / size)} width={1} height={1} fill={cell === 1 ? color : spot} />
        ) : null,
      )}
    </svg>
  );
}

export function UserAvatar({ size = 32 }: { size?: number }) {
  const { name, wallet, avatarUrl } = useIdentity();
  if (!avatarUrl && wallet) {
    return (
      <Avatar size={size} radius="xl" data-testid="wallet-avatar">
        <Blockie address={wallet} />
      </Avatar>
    );
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
