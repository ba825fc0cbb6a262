/** The one migration set, applied in order on start on PGlite and PostgreSQL alike. */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as content from './002-content.ts';
import * as avatars from './003-avatars.ts';
import * as walletAuth from './004-wallet-auth.ts';
import * as pools from './005-pools.ts';
import * as ledger from './006-ledger.ts';
import * as deposits from './007-deposits.ts';
import * as withdrawals from './008-withdrawals.ts';
import * as ledgerPoolAccounts from './009-ledger-pool-accounts.ts';
import * as referrals from './010-referrals.ts';
import * as dao from './011-dao.ts';
import * as referralLevels from './012-referral-levels.ts';
import * as poolTexts from './013-pool-texts.ts';
import * as depositClaimChecks from './014-deposit-claim-checks.ts';
import * as ledgerSides from './015-ledger-sides.ts';
import * as tokenDecimals from './016-token-decimals.ts';
import * as auditLog from './017-audit-log.ts';
import * as twoFactor from './018-two-factor.ts';
import * as events from './019-events.ts';
import * as reconciliationReports from './020-reconciliation-reports.ts';
import * as withdrawalDecisions from './021-withdrawal-decisions.ts';
import * as unmatchedTransfers from './022-unmatched-transfers.ts';
import * as usersConsole from './023-users-console.ts';
import * as ledgerCorrections from './024-ledger-corrections.ts';
import * as configVersions from './025-config-versions.ts';
import * as poolSettings from './026-pool-settings.ts';
import * as poolAssetsConfig from './027-pool-assets-config.ts';
import * as priceSources from './028-price-sources.ts';
import * as programmeHistory from './029-programme-history.ts';
import * as contentEditing from './030-content-editing.ts';
import * as brands from './031-brands.ts';
import * as journalUserMovements from './032-journal-user-movements.ts';
import * as notifications from './033-notifications.ts';

const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-content': content,
  '003-avatars': avatars,
  '004-wallet-auth': walletAuth,
  '005-pools': pools,
  '006-ledger': ledger,
  '007-deposits': deposits,
  '008-withdrawals': withdrawals,
  '009-ledger-pool-accounts': ledgerPoolAccounts,
  '010-referrals': referrals,
  '011-dao': dao,
  '012-referral-levels': referralLevels,
  '013-pool-texts': poolTexts,
  '014-deposit-claim-checks': depositClaimChecks,
  '015-ledger-sides': ledgerSides,
  '016-token-decimals': tokenDecimals,
  '017-audit-log': auditLog,
  '018-two-factor': twoFactor,
  '019-events': events,
  '020-reconciliation-reports': reconciliationReports,
  '021-withdrawal-decisions': withdrawalDecisions,
  '022-unmatched-transfers': unmatchedTransfers,
  '023-users-console': usersConsole,
  '024-ledger-corrections': ledgerCorrections,
  '025-config-versions': configVersions,
  '027-pool-assets-config': poolAssetsConfig,
  '029-programme-history': programmeHistory,
  '026-pool-settings': poolSettings,
  '028-price-sources': priceSources,
  '030-content-editing': contentEditing,
  '031-brands': brands,
  '032-journal-user-movements': journalUserMovements,
  '033-notifications': notifications,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
