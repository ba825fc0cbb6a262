/**
 * DAO governance (issue 6): the operator publishes proposals; an account votes once on an active one (the primary
 * key of dao_votes, so concurrent votes by one account count once) with its SPOOL as of the start (voting-weights.ts);
 * tallies are summed live from the votes, and stay readable after the end as the results.
 *
 * In the console (decision 82) the operator writes a proposal in English and Russian, edits it until its voting
 * opens and may cancel it until it ends: a cancelled proposal shows as cancelled, takes no vote and counts none.
 * Every change is audited and announced on the config bus ('dao').
 */
import type {
  AdminProposal,
  AdminProposalsResponse,
  adminProposalsQuery,
  createProposalBody,
  LocaleCode,
  Proposal,
  ProposalsResponse,
  proposalsQuery,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ConfigBus } from '../config/config-bus.ts';
import { PoolViews } from '../pools/pool-views.ts';
import type { PriceSource } from '../pools/price-source.ts';
import { SPOOL_DECIMALS } from './spool.ts';
import { ensureWeightSnapshot } from './voting-weights.ts';

type Status = Proposal['status'];
type NewProposal = z.output<typeof createProposalBody>;
type ListQuery = z.output<typeof proposalsQuery>;
type AdminListQuery = z.output<typeof adminProposalsQuery>;

interface ProposalRow {
  id: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  cancelled_at: Date | null;
}

const statusAt = (p: ProposalRow, now: Date): Status =>
  p.cancelled_at !== null
    ? 'cancelled'
    : now < new Date(p.starts_at)
      ? 'upcoming'
      : now < new Date(p.ends_at)
        ? 'active'
        : 'ended';

/** The title and text in `locale`: the Russian ones when written, the English ones otherwise. */
const localized = (locale: LocaleCode) =>
  [
    locale === 'ru' ? sql<string>`coalesce(nullif(title_ru, ''), title)`.as('title') : ('title' as const),
    locale === 'ru'
      ? sql<string>`coalesce(nullif(description_ru, ''), description)`.as('description')
      : ('description' as const),
  ] as const;

export class Governance {
  private readonly views: PoolViews;

  constructor(
    private readonly db: Db,
    private readonly prices: PriceSource,
    private readonly deps: { audit: AuditLog; configBus: ConfigBus },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.views = new PoolViews(db, prices);
  }

  async create(actor: Actor, body: NewProposal): Promise<AdminProposal> {
    if (new Date(body.endsAt) <= this.now()) throw badRequest('dao.endsInPast');
    return withTransaction(this.db, async (tx) => {
      const row = await tx
        .insertInto('dao_proposals')
        .values({ ...this.#columns(body), created_by: actor.id as string })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.#writeOptions(tx, row.id, body.options);
      const after = await this.#adminOne(tx, row.id);
      await this.#changed(tx, actor, 'dao.proposal.create', row.id, null, after);
      return after;
    });
  }

  /** The whole proposal again, options included, while its voting has not opened (no vote nor weight exists yet). */
  async update(actor: Actor, id: string, body: NewProposal): Promise<AdminProposal> {
    if (new Date(body.endsAt) <= this.now()) throw badRequest('dao.endsInPast');
    return withTransaction(this.db, async (tx) => {
      const before = await this.#locked(tx, id);
      if (before.cancelledAt) throw conflict('dao.cancelled');
      // Checked under the row's lock against the start it had: a vote needs the start passed, so none exists.
      if (new Date(before.startsAt) <= this.now()) throw conflict('dao.votingOpened');
      await tx
        .updateTable('dao_proposals')
        .set({ ...this.#columns(body), updated_at: this.now() })
        .where('id', '=', id)
        .execute();
      await tx.deleteFrom('dao_proposal_options').where('proposal_id', '=', id).execute();
      await this.#writeOptions(tx, id, body.options);
      const after = await this.#adminOne(tx, id);
      await this.#changed(tx, actor, 'dao.proposal.update', id, before, after);
      return after;
    });
  }

  /** Until it ends: investors see it cancelled, no vote is taken and those cast are not counted. */
  async cancel(actor: Actor, id: string): Promise<AdminProposal> {
    return withTransaction(this.db, async (tx) => {
      const before = await this.#locked(tx, id);
      if (before.cancelledAt) throw conflict('dao.cancelled');
      if (new Date(before.endsAt) <= this.now()) throw conflict('dao.ended');
      await tx
        .updateTable('dao_proposals')
        .set({ cancelled_at: this.now(), cancelled_by: actor.id })
        .where('id', '=', id)
        .execute();
      const after = await this.#adminOne(tx, id);
      await this.#changed(tx, actor, 'dao.proposal.cancel', id, before, after);
      return after;
    });
  }

  async adminList(query: AdminListQuery): Promise<AdminProposalsResponse> {
    const { rows, total } = await this.#page(query, 'en');
    return {
      items: await this.#adminViews(
        this.db,
        rows.map((r) => r.id),
      ),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async list(query: ListQuery, userId: string, locale: LocaleCode) {
    const { rows, total } = await this.#page(query, locale);
    return {
      items: await this.withTallies(rows, userId, this.now()),
      page: query.page,
      pageSize: query.pageSize,
      total,
    } satisfies ProposalsResponse;
  }

  /** One page of proposals of a status, newest start first. */
  async #page(query: ListQuery, locale: LocaleCode) {
    const now = this.now();
    const base = this.db.selectFrom('dao_proposals').$call((q) => {
      if (query.status === 'cancelled') return q.where('cancelled_at', 'is not', null);
      if (query.status === undefined) return q;
      const open = q.where('cancelled_at', 'is', null);
      if (query.status === 'upcoming') return open.where('starts_at', '>', now);
      if (query.status === 'active') return open.where('starts_at', '<=', now).where('ends_at', '>', now);
      return open.where('ends_at', '<=', now);
    });
    const { total } = await base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['id', 'starts_at', 'ends_at', 'cancelled_at', ...localized(locale)])
      .orderBy('starts_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return { rows, total: Number(total) };
  }

  #columns(body: NewProposal) {
    return {
      title: body.title,
      description: body.description,
      title_ru: body.titleRu,
      description_ru: body.descriptionRu,
      starts_at: body.startsAt,
      ends_at: body.endsAt,
    };
  }

  async #writeOptions(tx: Executor, id: string, options: string[]) {
    await tx
      .insertInto('dao_proposal_options')
      .values(options.map((label, position) => ({ proposal_id: id, position, label })))
      .execute();
  }

  async #locked(tx: Executor, id: string): Promise<AdminProposal> {
    const row = await tx.selectFrom('dao_proposals').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound('dao.proposalNotFound');
    return this.#adminOne(tx, id);
  }

  async #adminOne(tx: Executor, id: string): Promise<AdminProposal> {
    const [proposal] = await this.#adminViews(tx, [id]);
    return proposal as AdminProposal;
  }

  /** The proposals in both languages, with their tallies, in the order of `ids`. */
  async #adminViews(tx: Executor, ids: string[]): Promise<AdminProposal[]> {
    if (!ids.length) return [];
    const rows = await tx
      .selectFrom('dao_proposals as p')
      .innerJoin('users as c', 'c.id', 'p.created_by')
      .leftJoin('users as x', 'x.id', 'p.cancelled_by')
      .select([
        'p.id',
        'p.title',
        'p.description',
        'p.title_ru',
        'p.description_ru',
        'p.starts_at',
        'p.ends_at',
        'p.cancelled_at',
        'p.cancelled_by',
        'p.created_at',
        'p.created_by',
        'c.login as created_login',
        'x.login as cancelled_login',
      ])
      .where('p.id', 'in', ids)
      .execute();
    const tallied = await this.withTallies(rows, null, this.now(), tx);
    return ids.flatMap((id) => {
      const r = rows.find((row) => row.id === id);
      const t = tallied.find((p) => p.id === id);
      if (!r || !t) return [];
      const { myVote: _, ...proposal } = t;
      return [
        {
          ...proposal,
          titleRu: r.title_ru,
          descriptionRu: r.description_ru,
          createdAt: new Date(r.created_at).toISOString(),
          createdBy: { id: r.created_by, login: r.created_login },
          cancelledAt: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
          cancelledBy: r.cancelled_by ? { id: r.cancelled_by, login: r.cancelled_login } : null,
        },
      ];
    });
  }

  async #changed(
    tx: Executor,
    actor: Actor,
    action: string,
    id: string,
    before: AdminProposal | null,
    after: AdminProposal,
  ) {
    // The tallies are not the operator's change: the audit keeps what he wrote and the state.
    const state = (p: AdminProposal | null) =>
      p && {
        title: p.title,
        titleRu: p.titleRu,
        description: p.description,
        descriptionRu: p.descriptionRu,
        options: p.options.map((o) => o.label),
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        cancelledAt: p.cancelledAt,
      };
    await this.deps.audit.record(tx, actor, {
      action,
      objectType: 'dao_proposal',
      objectId: id,
      before: state(before),
      after: state(after),
    });
    await this.deps.configBus.changed(tx, 'dao');
  }

  async vote(proposalId: string, optionId: string, userId: string, locale: LocaleCode): Promise<Proposal> {
    const proposal = await this.db
      .selectFrom('dao_proposals')
      .select(['starts_at', 'ends_at', 'snapshot_at', 'cancelled_at'])
      .where('id', '=', proposalId)
      .executeTakeFirst();
    if (!proposal) throw notFound('dao.proposalNotFound');
    if (proposal.cancelled_at) throw conflict('dao.cancelled');
    const now = this.now();
    if (now < new Date(proposal.starts_at)) throw conflict('dao.notStarted');
    if (now >= new Date(proposal.ends_at)) throw conflict('dao.ended');
    const option = await this.db
      .selectFrom('dao_proposal_options')
      .select('id')
      .where('proposal_id', '=', proposalId)
      .where('id', '=', optionId)
      .executeTakeFirst();
    if (!option) throw badRequest('dao.unknownOption');
    if (proposal.snapshot_at === null) await ensureWeightSnapshot(this.db, this.views, this.prices, proposalId);
    const weight = await this.db
      .selectFrom('dao_voting_weights')
      .select(sql<string>`weight::text`.as('weight'))
      .where('proposal_id', '=', proposalId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const cast = await this.db
      .insertInto('dao_votes')
      .values({ proposal_id: proposalId, user_id: userId, option_id: optionId, weight: weight?.weight ?? '0' })
      .onConflict((oc) => oc.columns(['proposal_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!cast) throw conflict('dao.alreadyVoted');
    return this.one(proposalId, userId, locale);
  }

  private async one(id: string, userId: string, locale: LocaleCode): Promise<Proposal> {
    const row = await this.db
      .selectFrom('dao_proposals')
      .select(['id', 'starts_at', 'ends_at', 'cancelled_at', ...localized(locale)])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [proposal] = await this.withTallies([row], userId, this.now());
    return proposal as Proposal;
  }

  /** The proposals with their options' live tallies (none counted once cancelled) and the caller's vote. */
  private async withTallies(
    rows: ProposalRow[],
    userId: string | null,
    now: Date,
    tx: Executor = this.db,
  ): Promise<Proposal[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const options = await tx
      .selectFrom('dao_proposal_options as o')
      .leftJoin('dao_votes as v', (j) =>
        j.onRef('v.proposal_id', '=', 'o.proposal_id').onRef('v.option_id', '=', 'o.id'),
      )
      .select([
        'o.id',
        'o.proposal_id',
        'o.label',
        'o.position',
        sql<string>`coalesce(sum(v.weight), 0)::text`.as('weight'),
        sql<string>`count(v.user_id)::text`.as('votes'),
      ])
      .where('o.proposal_id', 'in', ids)
      .groupBy(['o.id', 'o.proposal_id', 'o.label', 'o.position'])
      .orderBy('o.position')
      .execute();
    const mine =
      userId === null
        ? []
        : await tx
            .selectFrom('dao_votes')
            .select(['proposal_id', 'option_id'])
            .where('user_id', '=', userId)
            .where('proposal_id', 'in', ids)
            .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      startsAt: new Date(r.starts_at).toISOString(),
      endsAt: new Date(r.ends_at).toISOString(),
      status: statusAt(r, now),
      myVote: mine.find((m) => m.proposal_id === r.id)?.option_id ?? null,
      options: options
        .filter((o) => o.proposal_id === r.id)
        .map((o) => ({
          id: o.id,
          label: o.label,
          weight: fromBaseUnits(r.cancelled_at ? 0n : BigInt(o.weight), SPOOL_DECIMALS),
          votes: r.cancelled_at ? 0 : Number(o.votes),
        })),
    }));
  }
}
