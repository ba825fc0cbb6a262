/** The withdrawals console's contract (decision 72): its filters, the reasons of a rejection, a page's shape. */
import { describe, expect, it } from 'vitest';
import {
  adminWithdrawalDetailSchema,
  adminWithdrawalsCsvQuery,
  adminWithdrawalsQuery,
  adminWithdrawalsResponse,
  rejectWithdrawalBody,
} from '../src/admin-withdrawals.ts';

const id = '7d444840-9dc0-41bb-a1a2-ffd0c8e1e0f6';
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the withdrawals console contract', () => {
  it('takes every filter as query strings, the user as an id or an e-mail', () => {
    const q = adminWithdrawalsQuery.parse({
      status: 'requested',
      pool: 'stable',
      currency: 'USDT',
      user: 'Ann@Example.com',
      minAmount: '10',
      maxAmount: '2000.5',
      from: '2026-11-01',
      to: '2026-11-24',
      order: 'oldest',
      limit: '20',
    });
    expect(q).toMatchObject({ user: 'ann@example.com', limit: 20, order: 'oldest' });
    expect(adminWithdrawalsQuery.parse({ user: id }).user).toBe(id);
    expect(adminWithdrawalsQuery.parse({}).limit).toBe(50);
  });

  it('refuses an amount range without its currency, dates out of order, unknown filters', () => {
    expect(issues(adminWithdrawalsQuery.safeParse({ minAmount: '1' }))).toEqual(['currency: validation.required']);
    expect(issues(adminWithdrawalsCsvQuery.safeParse({ maxAmount: '1' }))).toEqual(['currency: validation.required']);
    expect(issues(adminWithdrawalsQuery.safeParse({ from: '2026-02-02', to: '2026-02-01' }))).toEqual([
      'to: validation.invalid',
    ]);
    for (const bad of [
      { status: 'paid' },
      { user: 'not an e-mail' },
      { minAmount: '-1', currency: 'USDT' },
      { x: 1 },
    ]) {
      expect(adminWithdrawalsQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(adminWithdrawalsCsvQuery.safeParse({ cursor: 'abc' }).success).toBe(false);
  });

  it('needs a reason in English and in Russian, plain text of at most 500 characters', () => {
    expect(rejectWithdrawalBody.parse({ reasonEn: ' Unclear ', reasonRu: 'Неясно' })).toEqual({
      reasonEn: 'Unclear',
      reasonRu: 'Неясно',
    });
    expect(issues(rejectWithdrawalBody.safeParse({ reasonEn: 'Unclear' }))).toHaveLength(1);
    expect(issues(rejectWithdrawalBody.safeParse({ reasonEn: '  ', reasonRu: 'Неясно' }))).toEqual([
      'reasonEn: validation.required',
    ]);
    expect(issues(rejectWithdrawalBody.safeParse({ reasonEn: 'ok', reasonRu: 'я'.repeat(501) }))).toEqual([
      'reasonRu: validation.maxLength',
    ]);
    expect(rejectWithdrawalBody.safeParse({ reasonEn: 'ok\u0000', reasonRu: 'ок' }).success).toBe(false);
    expect(rejectWithdrawalBody.safeParse({ reason: 'ok' }).success).toBe(false);
  });

  it('describes a page and a withdrawal as the server answers them', () => {
    const withdrawal = {
      id,
      pool: 'stable',
      currency: 'USDT',
      chainId: 1,
      amount: '2000',
      fee: '10',
      netAmount: '1990',
      destination: '0x58C81aB1317AFB8a477763B7C832714B837B3d80',
      status: 'rejected',
      needsApproval: true,
      txHash: null,
      confirmations: 0,
      requiredConfirmations: 12,
      reason: 'Source of funds unclear',
      createdAt: '2026-11-24T08:00:00.000Z',
      updatedAt: '2026-11-24T09:00:00.000Z',
      userId: id,
      login: 'ann@example.com',
      decidedAt: '2026-11-24T09:00:00.000Z',
      retryOf: null,
    };
    expect(adminWithdrawalsResponse.safeParse({ items: [withdrawal], nextCursor: 'WyJ4Il0' }).success).toBe(true);
    const detail = {
      withdrawal,
      user: { id, email: 'ann@example.com', name: 'Ann', role: 'investor', status: 'active' },
      wallet: { address: withdrawal.destination, linkedAt: null },
      value: { fiat: 'usd', now: '1990', stale: false },
      payout: null,
      decision: {
        byId: id,
        byLogin: 'ops@example.com',
        at: withdrawal.decidedAt,
        reasonEn: 'Source of funds unclear',
        reasonRu: 'Источник средств неясен',
      },
      retriedBy: null,
      recentDeposits: [],
      recentWithdrawals: [
        {
          id,
          pool: 'stable',
          currency: 'USDT',
          amount: '2000',
          status: 'rejected',
          txHash: null,
          createdAt: withdrawal.createdAt,
        },
      ],
      audit: [
        {
          id: '1',
          createdAt: withdrawal.decidedAt,
          actorId: id,
          actorLogin: 'ops@example.com',
          ip: '127.0.0.1',
          action: 'withdrawal.reject',
          before: { status: 'requested' },
          after: { status: 'rejected' },
        },
      ],
    };
    expect(issues(adminWithdrawalDetailSchema.safeParse(detail))).toEqual([]);
  });
});
