/**
 * DAO proposals in the console (docs/product.md §10 "Referral programme and DAO", decision 82): the list, an edit
 * while voting has not opened, and a cancel. A proposal is created by `createProposal` (dao.ts).
 */
import * as z from 'zod/mini';
import { endpoint, pageQuery, paginated } from './common.ts';
import { adminProposalSchema, createProposalBody, proposalStatusSchema } from './dao.ts';
import { idParams } from './ledger.ts';

export const adminProposalsQuery = z.strictObject({ ...pageQuery.shape, status: z.optional(proposalStatusSchema) });
export type AdminProposalsQuery = z.input<typeof adminProposalsQuery>;
export const adminProposalsResponse = paginated(adminProposalSchema);
export type AdminProposalsResponse = z.infer<typeof adminProposalsResponse>;

/** The whole proposal again, as the form sends it. */
export const updateProposalBody = createProposalBody;
export type UpdateProposalBody = z.input<typeof updateProposalBody>;

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminDaoEndpoints = {
  adminProposals: endpoint({
    method: 'GET',
    path: '/api/v1/admin/dao/proposals',
    ...admin,
    summary: 'Every proposal, cancelled ones included, newest start first, in both languages with tallies',
    query: adminProposalsQuery,
    response: adminProposalsResponse,
  }),
  updateProposal: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/dao/proposals/:id',
    ...admin,
    summary: 'Edit a proposal until its voting opens; audited',
    params: idParams,
    body: updateProposalBody,
    response: adminProposalSchema,
  }),
  cancelProposal: endpoint({
    method: 'POST',
    path: '/api/v1/admin/dao/proposals/:id/cancel',
    ...admin,
    fresh: true,
    summary: 'Cancel a proposal that has not ended: investors see it cancelled and its votes are not counted; audited',
    params: idParams,
    response: adminProposalSchema,
  }),
} as const;
