/**
 * Ledger corrections with four eyes (docs/product.md §10, decision 76). One operator proposes the exact reversal of an
 * entry or an adjustment of a user's position, with a reason; nothing posts. A second operator approves it: the
 * ledger entry, the status change and the audit row commit together, under the proposal's row lock, so two approvals
 * post once. A proposal that can no longer post (the entry reversed meanwhile, the position short) fails its approval
 * with the reason and stays proposed, to be rejected or cancelled. The proposer may cancel, never approve or reject.
 */
import type { Correction, CorrectionDetail, CorrectionPosition } from '@yc/contract';
import type { correctionPositionQuery, correctionsQuery, proposeCorrectionBody } from '@yc/contract/admin-corrections';
import { toBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { type Insertable, sql } from 'kysely';
import type { z } from 'zod/mini';
import { type Db, type Executor, isUniqueViolation, withTransaction } from '../../db/database.ts';
import type { CorrectionDirection, CorrectionStatus, LedgerCorrectionsTable } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { afterKey, decodeTimeCursor, keysetPage, keyTime } from '../../lib/keyset.ts';
import { userByRef } from '../../lib/user-ref.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import { LedgerError, type LedgerService, mintMath } from '../ledger/ledger.service.ts';
import { assetUnits, ledgerEntryView, personName, reversalBlock } from './ledger-entry-view.ts';

type Proposal = z.output<typeof proposeCorrectionBody>;
type ListQuery = z.output<typeof correctionsQuery>;
type PositionQuery = z.output<typeof correctionPositionQuery>;
type NewCorrection = Insertable<LedgerCorrectionsTable>;

/** Token units to base units, refusing digits the token does not have (an exact amount is what was asked). */
function exactUnits(amount: string, token: keyof typeof TOKEN_DECIMALS): bigint {
  const decimals = TOKEN_DECIMALS[token];
  const fraction = (amount.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) throw badRequest('validation.invalid', { field: 'amount' });
  return toBaseUnits(amount, decimals);
}

/** What the ledger refused, as the operator reads it: the proposal cannot post against the ledger as it is now. */
function refusal(err: unknown, kind: Correction['kind']): unknown {
  if (!(err instanceof LedgerError)) return err;
  switch (err.code) {
    case 'not_reversible':
      return conflict('corrections.notReversible');
    case 'insufficient':
      return conflict(kind === 'reversal' ? 'corrections.balanceShort' : 'corrections.insufficient');
    case 'unknown_asset':
      return conflict('corrections.unknownAsset');
    case 'invalid_amount':
      return conflict('corrections.tooSmall');
    case 'unknown_entry':
      return notFound('corrections.entryNotFound');
    default:
      return err;
  }
}

/** The operator acting; console routes are signed in, so a missing id is a caller's mistake. */
function operatorOf(actor: Actor): string {
  if (!actor.id) throw forbidden();
  return actor.id;
}

type CorrectionRow = Awaited<ReturnType<ReturnType<CorrectionsService['select']>['executeTakeFirstOrThrow']>>;

export class CorrectionsService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly auditLog: AuditLog,
  ) {}

  /** Corrections with their people and the reversed entry's kind; `at` is the sort key at full precision. */
  private select(executor: Executor) {
    return executor
      .selectFrom('ledger_corrections as c')
      .innerJoin('users as p', 'p.id', 'c.proposed_by')
      .leftJoin('users as d', 'd.id', 'c.decided_by')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('journal_entries as e', 'e.id', 'c.entry_id')
      .selectAll('c')
      .select([
        keyTime('c.proposed_at').as('at'),
        sql<string | null>`c.amount::text`.as('amount_text'),
        personName('p').as('proposer_name'),
        personName('d').as('decider_name'),
        personName('u').as('user_name'),
        'e.kind as entry_kind',
      ]);
  }

  private view(row: CorrectionRow): Correction {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      entryId: row.entry_id,
      entryKind: row.entry_kind ?? null,
      user: row.user_id ? { id: row.user_id, login: row.user_name } : null,
      pool: row.pool,
      token: row.token,
      direction: row.direction,
      amount: row.amount_text !== null && row.token ? assetUnits(row.token, BigInt(row.amount_text)) : null,
      reason: row.reason,
      proposedBy: { id: row.proposed_by, login: row.proposer_name },
      proposedAt: row.proposed_at.toISOString(),
      decidedBy: row.decided_by ? { id: row.decided_by, login: row.decider_name } : null,
      decidedAt: row.decided_at?.toISOString() ?? null,
      note: row.note,
      postedEntryId: row.posted_entry_id,
    };
  }

  private async find(executor: Executor, id: string): Promise<Correction> {
    const row = await this.select(executor).where('c.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('corrections.notFound');
    return this.view(row);
  }

  /** Newest first; `decided` lists every proposal no longer waiting. Keyset on (proposed_at, id). */
  async list(query: ListQuery) {
    const after = decodeTimeCursor(query.cursor);
    const rows = await this.select(this.db)
      .$if(query.status === 'decided', (q) => q.where('c.status', '<>', 'proposed'))
      .$if(query.status !== undefined && query.status !== 'decided', (q) =>
        q.where('c.status', '=', query.status as CorrectionStatus),
      )
      .$if(after !== null, (q) => q.where(afterKey('c.proposed_at', 'c.id', after as [string, string])))
      .orderBy('c.proposed_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.limit + 1)
      .execute();
    const page = keysetPage(rows, query.limit, (r) => [r.at, r.id]);
    return { items: page.items.map((r) => this.view(r)), nextCursor: page.nextCursor };
  }

  async get(id: string): Promise<CorrectionDetail> {
    const correction = await this.find(this.db, id);
    const entry = correction.entryId ? await ledgerEntryView(this.db, correction.entryId) : null;
    return { ...correction, entry };
  }

  async entry(id: string) {
    const entry = await ledgerEntryView(this.db, id);
    if (!entry) throw notFound('corrections.entryNotFound');
    return entry;
  }

  /** The user a position or an adjustment names (userByRef). */
  private async findUser(executor: Executor, ref: string) {
    const row = await userByRef(executor, ref)
      .select(['users.id', personName('users').as('name')])
      .executeTakeFirst();
    if (!row) throw notFound('corrections.userNotFound');
    return row;
  }

  private async positionOf(executor: Executor, userId: string, pool: string, token: string) {
    const asset = await executor
      .selectFrom('pool_assets')
      .select('token')
      .where('pool', '=', pool)
      .where('token', '=', token)
      .executeTakeFirst();
    if (!asset) throw badRequest('corrections.unknownAsset');
    return this.ledger.position(userId, pool, token, executor);
  }

  async position(query: PositionQuery): Promise<CorrectionPosition> {
    const user = await this.findUser(this.db, query.user);
    const p = await this.positionOf(this.db, user.id, query.pool, query.token);
    return {
      user: { id: user.id, login: user.name },
      pool: query.pool,
      token: query.token,
      shares: assetUnits(query.token, p.shares),
      value: assetUnits(query.token, p.value),
    };
  }

  async propose(actor: Actor, body: Proposal): Promise<Correction> {
    const operator = operatorOf(actor);
    return withTransaction(this.db, async (tx) => {
      let values: NewCorrection;
      if (body.kind === 'reversal') {
        const entry = await tx
          .selectFrom('journal_entries')
          .select(['id', 'kind'])
          .where('id', '=', body.entryId)
          .executeTakeFirst();
        if (!entry) throw notFound('corrections.entryNotFound');
        const { block } = await reversalBlock(tx, entry);
        if (block === 'kind') throw conflict('corrections.notReversible');
        if (block === 'reversed') throw conflict('corrections.alreadyReversed');
        if (block === 'balance') throw conflict('corrections.balanceShort');
        values = {
          kind: 'reversal',
          entry_id: entry.id,
          user_id: null,
          pool: null,
          token: null,
          direction: null,
          amount: null,
          reason: body.reason,
          proposed_by: operator,
        };
      } else {
        const user = await this.findUser(tx, body.user);
        const amount = exactUnits(body.amount, body.token);
        const position = await this.positionOf(tx, user.id, body.pool, body.token);
        if (body.direction === 'debit' && amount > position.value) throw conflict('corrections.insufficient');
        if (body.direction === 'credit' && mintMath(0n, position.pricePerShare, amount).shares === 0n) {
          throw conflict('corrections.tooSmall');
        }
        values = {
          kind: 'adjustment',
          entry_id: null,
          user_id: user.id,
          pool: body.pool,
          token: body.token,
          direction: body.direction,
          amount: amount.toString(),
          reason: body.reason,
          proposed_by: operator,
        };
      }
      const inserted = await tx
        .insertInto('ledger_corrections')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          throw isUniqueViolation(err, 'ledger_corrections_open_reversal') ? conflict('corrections.reversalOpen') : err;
        });
      const correction = await this.find(tx, inserted.id);
      await this.auditLog.record(tx, actor, {
        action: 'correction.propose',
        objectType: 'ledger_correction',
        objectId: correction.id,
        after: correction,
      });
      return correction;
    });
  }

  /** The proposal, locked until the transaction ends, still waiting for a decision. */
  private async lockProposed(tx: Executor, id: string) {
    const row = await tx
      .selectFrom('ledger_corrections')
      .selectAll()
      .select(sql<string | null>`amount::text`.as('amount_text'))
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('corrections.notFound');
    if (row.status !== 'proposed') throw conflict('corrections.decided');
    return row;
  }

  /**
   * The correction's decision as the audit row keeps it, flat so the log reads key by key: the status, who decided,
   * the note, the posted entry and, for an adjustment, the user's shares and their value in token units.
   */
  private async auditState(tx: Executor, id: string) {
    const correction = await this.find(tx, id);
    const decision = {
      status: correction.status,
      decidedBy: correction.decidedBy?.login ?? null,
      note: correction.note,
      postedEntryId: correction.postedEntryId,
    };
    const { user, pool, token } = correction;
    if (correction.kind !== 'adjustment' || !user || !pool || !token) return { correction, state: decision };
    const p = await this.ledger.position(user.id, pool, token, tx);
    const position = { shares: assetUnits(token, p.shares), value: assetUnits(token, p.value) };
    return { correction, state: { ...decision, ...position } };
  }

  async approve(actor: Actor, id: string): Promise<Correction> {
    const operator = operatorOf(actor);
    return withTransaction(this.db, async (tx) => {
      const row = await this.lockProposed(tx, id);
      if (row.proposed_by === operator) throw forbidden('corrections.ownProposal');
      const before = await this.auditState(tx, id);
      let postedEntryId: string;
      try {
        // The table's checks guarantee a reversal's entry and an adjustment's user, pool asset, direction, amount.
        if (row.kind === 'reversal') {
          const reversal = await this.ledger.reverse(row.entry_id as string, row.reason, operator, tx);
          if (reversal.duplicate) throw conflict('corrections.alreadyReversed');
          postedEntryId = reversal.entryId;
        } else {
          const adjustment = await this.ledger.postAdjustment(
            {
              userId: row.user_id as string,
              pool: row.pool as string,
              token: row.token as string,
              direction: row.direction as CorrectionDirection,
              amount: BigInt(row.amount_text as string),
              operatorId: operator,
              reason: row.reason,
              ref: row.id,
              idempotencyKey: `adjustment:${row.id}`,
            },
            tx,
          );
          postedEntryId = adjustment.entryId;
        }
      } catch (err) {
        throw refusal(err, row.kind);
      }
      await tx
        .updateTable('ledger_corrections')
        .set({ status: 'posted', decided_by: operator, decided_at: sql`now()`, posted_entry_id: postedEntryId })
        .where('id', '=', id)
        .execute();
      const after = await this.auditState(tx, id);
      await this.auditLog.record(tx, actor, {
        action: 'correction.approve',
        objectType: 'ledger_correction',
        objectId: id,
        before: before.state,
        after: after.state,
      });
      return after.correction;
    });
  }

  async reject(actor: Actor, id: string, note: string): Promise<Correction> {
    const operator = operatorOf(actor);
    return this.close(actor, id, 'rejected', note, (row) => {
      if (row.proposed_by === operator) throw forbidden('corrections.ownProposal');
    });
  }

  async cancel(actor: Actor, id: string): Promise<Correction> {
    const operator = operatorOf(actor);
    return this.close(actor, id, 'cancelled', null, (row) => {
      if (row.proposed_by !== operator) throw forbidden('corrections.notProposer');
    });
  }

  /** Rejects or cancels: nothing posts, the status, the decider and the audit row commit together. */
  private async close(
    actor: Actor,
    id: string,
    status: 'rejected' | 'cancelled',
    note: string | null,
    allowed: (row: { proposed_by: string }) => void,
  ): Promise<Correction> {
    return withTransaction(this.db, async (tx) => {
      const row = await this.lockProposed(tx, id);
      allowed(row);
      const before = await this.auditState(tx, id);
      await tx
        .updateTable('ledger_corrections')
        .set({ status, decided_by: actor.id, decided_at: sql`now()`, note })
        .where('id', '=', id)
        .execute();
      const after = await this.auditState(tx, id);
      await this.auditLog.record(tx, actor, {
        action: status === 'rejected' ? 'correction.reject' : 'correction.cancel',
        objectType: 'ledger_correction',
        objectId: id,
        before: before.state,
        after: after.state,
      });
      return after.correction;
    });
  }
}
