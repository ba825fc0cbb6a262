/** The one migration set, applied in order on start on PGlite and PostgreSQL alike. */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './001-accounts.ts';

const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
