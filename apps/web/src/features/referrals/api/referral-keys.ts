/** Query keys of the referrals feature, all under 'referrals' so a harvest refreshes every one. */
/** One page of the members list; level and search absent when not set. */
export interface MembersParams {
  page: number;
  pageSize: number;
  level?: number;
  search?: string;
}

export const referralKeys = {
  all: ['referrals'] as const,
  summary: ['referrals', 'summary'] as const,
  harvest: ['referrals', 'harvest'] as const,
  progress: ['referrals', 'progress'] as const,
  rules: ['referrals', 'rules'] as const,
  members: (query: MembersParams) => ['referrals', 'members', query] as const,
};
