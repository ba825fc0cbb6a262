/** The one migration set, applied in order on start on PGlite and PostgreSQL alike. */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as content from './002-content.ts';

const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-content': content,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
