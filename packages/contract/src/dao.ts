/** DAO area: SPOOL holdings, liquidity pools, token values, rewards and proposals (docs/product.md §1, §2, §7). */
import * as z from 'zod/mini';
import { endpoint, evmAddress, isoDate, isoDateTime, pageQuery, paginated, uuid } from './common.ts';
import { idParams } from './ledger.ts';
import {
  capeTokenSchema,
  fiatAmount,
  fiatCodeSchema,
  percentValue,
  poolAssetSchema,
  poolNameSchema,
  pricedResponse,
  tokenAmount,
  tokenLabelSchema,
} from './pools.ts';
import { displayText, multilineDisplayText, requiredDisplayText } from './validation.ts';

export const PROPOSAL_LIMITS = {
  titleMax: 200,
  descriptionMax: 10_000,
  optionMax: 200,
  optionsMin: 2,
  optionsMax: 10,
} as const;

export const daoPersonalResponse = z.object({
  fiat: fiatCodeSchema,
  spoolHeld: tokenAmount,
  votingPower: tokenAmount.check(z.describe('Vote weight, in SPOOL units')),
  shareOfSupply: percentValue.check(z.describe('Held SPOOL as a percent of the supply')),
  rewards: z.object({ earned: fiatAmount, claimable: fiatAmount }),
  info: z.object({
    name: z.nullable(z.string()),
    login: z.nullable(z.string()),
    wallet: z.nullable(evmAddress),
    memberSince: isoDateTime,
  }),
});
export type DaoPersonalResponse = z.infer<typeof daoPersonalResponse>;

export const daoPoolSchema = z.object({
  pool: poolNameSchema,
  tvl: fiatAmount,
  apy: percentValue,
  price: fiatAmount.check(z.describe('Price of one share')),
  assets: z.array(poolAssetSchema),
});
export const daoPoolsResponse = pricedResponse({ pools: z.array(daoPoolSchema) });
export type DaoPoolsResponse = z.infer<typeof daoPoolsResponse>;

export const daoValuesResponse = pricedResponse({
  capeToken: capeTokenSchema,
  tvl: fiatAmount,
  spoolPrice: fiatAmount,
  treasury: fiatAmount,
});
export type DaoValuesResponse = z.infer<typeof daoValuesResponse>;

export const daoRewardSchema = z.object({
  date: isoDate,
  currency: tokenLabelSchema,
  amount: tokenAmount,
  fiatValue: fiatAmount.check(z.describe('Value in usd on that day')),
  recipients: z.int().check(z.minimum(0)),
});
export const daoRewardsResponse = paginated(daoRewardSchema);
export type DaoRewardsResponse = z.infer<typeof daoRewardsResponse>;

/** cancelled: by an operator (decision 82); its votes are not counted. */
export const PROPOSAL_STATUSES = ['upcoming', 'active', 'ended', 'cancelled'] as const;
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES, { error: 'validation.invalid' });

export const proposalOptionSchema = z.object({
  id: uuid,
  label: z.string(),
  /** Sum of the voters' SPOOL weight, so ties and shares stay exact. */
  weight: tokenAmount,
  votes: z.int().check(z.minimum(0)),
});

/** Title and text in the caller's language: Russian when the proposal has them, English otherwise. */
export const proposalSchema = z.object({
  id: uuid,
  title: z.string(),
  description: z.string(),
  /** A cancelled proposal's options weigh 0: its votes are not counted. */
  options: z.array(proposalOptionSchema),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  status: proposalStatusSchema,
  /** The option the caller voted for, if any. */
  myVote: z.nullable(uuid),
});
export type Proposal = z.infer<typeof proposalSchema>;

const operatorRef = z.object({ id: uuid, login: z.nullable(z.string()) });

/** A proposal as the console shows it: both languages (title and description are the English ones). */
export const adminProposalSchema = z.extend(z.omit(proposalSchema, { myVote: true }), {
  /** Empty: investors reading Russian see the English title and text. */
  titleRu: z.string(),
  descriptionRu: z.string(),
  createdAt: isoDateTime,
  createdBy: operatorRef,
  cancelledAt: z.nullable(isoDateTime),
  cancelledBy: z.nullable(operatorRef),
});
export type AdminProposal = z.infer<typeof adminProposalSchema>;

export const proposalsQuery = z.strictObject({ ...pageQuery.shape, status: z.optional(proposalStatusSchema) });
export type ProposalsQuery = z.input<typeof proposalsQuery>;
export const proposalsResponse = paginated(proposalSchema);
export type ProposalsResponse = z.infer<typeof proposalsResponse>;

export const voteBody = z.strictObject({ option: uuid });
export type VoteBody = z.input<typeof voteBody>;

/** A proposal as the operator writes it: English title and text, and optionally Russian ones. */
export const createProposalBody = z
  .strictObject({
    title: requiredDisplayText(PROPOSAL_LIMITS.titleMax),
    description: multilineDisplayText(PROPOSAL_LIMITS.descriptionMax),
    titleRu: z._default(displayText(PROPOSAL_LIMITS.titleMax), ''),
    descriptionRu: z._default(z.union([z.literal(''), multilineDisplayText(PROPOSAL_LIMITS.descriptionMax)]), ''),
    options: z.array(requiredDisplayText(PROPOSAL_LIMITS.optionMax), { error: 'validation.required' }).check(
      z.minLength(PROPOSAL_LIMITS.optionsMin, { error: 'validation.invalid' }),
      z.maxLength(PROPOSAL_LIMITS.optionsMax, { error: 'validation.invalid' }),
      z.refine((options) => new Set(options).size === options.length, { error: 'validation.invalid' }),
    ),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
  })
  .check(
    z.refine((v) => Date.parse(v.startsAt) < Date.parse(v.endsAt), { error: 'validation.invalid', path: ['endsAt'] }),
  );
export type CreateProposalBody = z.input<typeof createProposalBody>;

export const daoEndpoints = {
  daoPersonal: endpoint({
    method: 'GET',
    path: '/api/v1/dao/personal',
    tag: 'dao',
    auth: 'user',
    summary: 'SPOOL held, voting power, DAO rewards and personal info',
    response: daoPersonalResponse,
  }),
  daoPools: endpoint({
    method: 'GET',
    path: '/api/v1/dao/pools',
    tag: 'dao',
    auth: 'user',
    summary: 'Liquidity pools with TVL, APY, composition and prices',
    response: daoPoolsResponse,
  }),
  daoValues: endpoint({
    method: 'GET',
    path: '/api/v1/dao/values',
    tag: 'dao',
    auth: 'user',
    summary: 'Cape token, SPOOL, TVL and treasury values',
    response: daoValuesResponse,
  }),
  daoRewards: endpoint({
    method: 'GET',
    path: '/api/v1/dao/rewards',
    tag: 'dao',
    auth: 'user',
    summary: 'DAO reward distributions, newest first',
    query: pageQuery,
    response: daoRewardsResponse,
  }),
  daoProposals: endpoint({
    method: 'GET',
    path: '/api/v1/dao/proposals',
    tag: 'dao',
    auth: 'user',
    summary: "Proposals with tallies and the caller's vote",
    query: proposalsQuery,
    response: proposalsResponse,
  }),
  daoVote: endpoint({
    method: 'POST',
    path: '/api/v1/dao/proposals/:id/vote',
    tag: 'dao',
    auth: 'user',
    summary: 'Vote once on an active proposal, weighted by the SPOOL held at its start; a second vote is refused',
    params: idParams,
    body: voteBody,
    response: proposalSchema,
  }),
  createProposal: endpoint({
    method: 'POST',
    path: '/api/v1/admin/dao/proposals',
    tag: 'admin',
    auth: 'admin',
    status: 201,
    summary: 'Publish a proposal, in English and optionally Russian',
    body: createProposalBody,
    response: adminProposalSchema,
  }),
} as const;
