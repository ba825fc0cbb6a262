/**
 * DAO governance (issue 6): the operator publishes proposals; an account votes once on an active one (the primary
 * key of dao_votes, so concurrent votes by one account count once) with its SPOOL as of the start (voting-weights.ts);
 * tallies are summed live from the votes, and stay readable after the end as the results.
 */
import type { createProposalBody, Proposal, ProposalsResponse, proposalsQuery } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Db, withTransaction } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { PoolViews } from '../pools/pool-views.ts';
import type { PriceSource } from '../pools/price-source.ts';
import { SPOOL_DECIMALS } from './spool.ts';
import { ensureWeightSnapshot } from './voting-weights.ts';

type Status = Proposal['status'];
type NewProposal = z.output<typeof createProposalBody>;
type ListQuery = z.output<typeof proposalsQuery>;

interface ProposalRow {
  id: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
}

const statusAt = (p: ProposalRow, now: Date): Status =>
  now < new Date(p.starts_at) ? 'upcoming' : now < new Date(p.ends_at) ? 'active' : 'ended';

export class Governance {
  private readonly views: PoolViews;

  constructor(
    private readonly db: Db,
    private readonly prices: PriceSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.views = new PoolViews(db, prices);
  }

  async create(body: NewProposal, adminId: string): Promise<Proposal> {
    if (new Date(body.endsAt) <= this.now()) throw badRequest('dao.endsInPast');
    const id = await withTransaction(this.db, async (tx) => {
      const row = await tx
        .insertInto('dao_proposals')
        .values({
          title: body.title,
          description: body.description,
          starts_at: body.startsAt,
          ends_at: body.endsAt,
          created_by: adminId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('dao_proposal_options')
        .values(body.options.map((label, position) => ({ proposal_id: row.id, position, label })))
        .execute();
      return row.id;
    });
    return this.one(id, adminId);
  }

  async list(query: ListQuery, userId: string) {
    const now = this.now();
    const base = this.db.selectFrom('dao_proposals').$call((q) => {
      if (query.status === 'upcoming') return q.where('starts_at', '>', now);
      if (query.status === 'active') return q.where('starts_at', '<=', now).where('ends_at', '>', now);
      if (query.status === 'ended') return q.where('ends_at', '<=', now);
      return q;
    });
    const { total } = await base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['id', 'title', 'description', 'starts_at', 'ends_at'])
      .orderBy('starts_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return {
      items: await this.withTallies(rows, userId, now),
      page: query.page,
      pageSize: query.pageSize,
      total: Number(total),
    } satisfies ProposalsResponse;
  }

  async vote(proposalId: string, optionId: string, userId: string): Promise<Proposal> {
    const proposal = await this.db
      .selectFrom('dao_proposals')
      .select(['starts_at', 'ends_at', 'snapshot_at'])
      .where('id', '=', proposalId)
      .executeTakeFirst();
    if (!proposal) throw notFound('dao.proposalNotFound');
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
    return this.one(proposalId, userId);
  }

  private async one(id: string, userId: string): Promise<Proposal> {
    const row = await this.db
      .selectFrom('dao_proposals')
      .select(['id', 'title', 'description', 'starts_at', 'ends_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [proposal] = await this.withTallies([row], userId, this.now());
    return proposal as Proposal;
  }

  /** The proposals with their options' live tallies and the caller's vote. */
  private async withTallies(rows: ProposalRow[], userId: string, now: Date): Promise<Proposal[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const options = await this.db
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
    const mine = await this.db
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
          weight: fromBaseUnits(BigInt(o.weight), SPOOL_DECIMALS),
          votes: Number(o.votes),
        })),
    }));
  }
}
