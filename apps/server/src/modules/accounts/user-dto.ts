import type { User } from '@yc/contract';
import { getAddress } from 'viem';
import type { UserRow } from '../../db/schema.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    login: row.login,
    email: row.email,
    phone: row.phone,
    telegram: row.telegram,
    locale: row.locale,
    role: row.role,
    // Stored in lower case for uniqueness; shown with its EIP-55 checksum.
    metaMaskAddress: row.meta_mask_address && getAddress(row.meta_mask_address),
    avatarUrl: row.avatar_url,
    emailConfirmed: row.email_confirmed_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
