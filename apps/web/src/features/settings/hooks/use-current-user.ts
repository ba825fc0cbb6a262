import type { User } from '@yc/contract/auth';
import { useSession } from '../../../lib/session.ts';

/** The signed-in user; settings render only behind the cabinet guard, so null is a transient state. */
export function useCurrentUser(): User | null {
  const session = useSession();
  return session.status === 'authenticated' ? session.user : null;
}

/** The name the cabinet greets with, also used for the avatar's initials. */
export const displayNameOf = (user: User): string =>
  user.name || user.login || user.email || user.metaMaskAddress || '';
