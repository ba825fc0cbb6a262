/**
 * `npm run admin -- reset-2fa --login X`: for an operator who lost the authenticator (docs/operations.md). The
 * secret and the recovery codes go, every session ends, and the next sign-in leads to enrolment again. Audited with
 * actor null: the command line has no operator.
 */
import { type Db, withTransaction } from '../../db/database.ts';
import type { AuthInvalidation } from '../accounts/session-cache.ts';
import { SessionsRepository } from '../accounts/sessions.repository.ts';
import { AuditLog } from '../audit/audit-log.ts';

/** The command line reaches no server's cache; the cache's few seconds of TTL bound what it keeps. */
const noCache: AuthInvalidation = { sessionEnded: () => {}, sessionChanged: () => {}, userChanged: () => {} };

/** Whether the account had a second factor; false for an account without one (nothing changes but its sessions). */
export async function resetSecondFactor(db: Db, userId: string): Promise<boolean> {
  const sessions = new SessionsRepository(db, noCache);
  return withTransaction(db, async (tx) => {
    const removed = await tx.deleteFrom('user_totp').where('user_id', '=', userId).returning('user_id').execute();
    await tx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    await sessions.revokeAllOfUser(userId, 'second factor reset', tx);
    await new AuditLog().record(
      tx,
      { id: null, ip: null },
      {
        action: 'operator.reset_2fa',
        objectType: 'user',
        objectId: userId,
        before: { enabled: removed.length > 0 },
        after: { enabled: false },
      },
    );
    return removed.length > 0;
  });
}
