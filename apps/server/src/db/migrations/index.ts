/** The one migration set, applied in order on start on PGlite and PostgreSQL alike. */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as content from './002-content.ts';
import * as avatars from './003-avatars.ts';
import * as walletAuth from './004-wallet-auth.ts';
import * as pools from './005-pools.ts';
import * as ledger from './006-ledger.ts';

const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-content': content,
  '003-avatars': avatars,
  '004-wallet-auth': walletAuth,
  '005-pools': pools,
  '006-ledger': ledger,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
