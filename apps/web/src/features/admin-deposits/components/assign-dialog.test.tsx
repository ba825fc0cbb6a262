import { screen, waitFor } from '@testing-library/react';
import type { DepositAssignment } from '@yc/contract/admin-deposits';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAdminCatalogues } from '../../../lib/area-catalogues.ts';
import { endSession } from '../../../lib/session.ts';
import { chainConfig, DEV_CHAIN_ID } from '../../../testing/chain.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { AssignDialog } from './assign-dialog.tsx';

const TX = `0x${'ab'.repeat(32)}`;
const USER = '33333333-3333-4333-8333-333333333333';
const assignment = (credited: boolean): DepositAssignment => ({
  chainId: DEV_CHAIN_ID,
  txHash: TX,
  logIndex: 3,
  currency: 'USDT',
  from: '0x58c81ab1317afb8a477763b7c832714b837b3d80',
  to: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
  amount: '30',
  blockNumber: '120',
  confirmations: 1,
  pool: 'stable',
  userId: USER,
  email: 'ann@example.com',
  entryId: credited ? '7d444840-9dc0-41bb-a1a2-ffd0c8e1e0f6' : null,
  fee: credited ? '0.03' : null,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  key: string;
  body: unknown;
}

/** The API as the server answers an operator whose last code is stale: the credit asks for a code once. */
function stubApi(): Call[] {
  const calls: Call[] = [];
  let stepped = false;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (key === 'GET /api/v1/chain/config') return json(chainConfig);
    if (key === 'POST /api/v1/admin/deposits/assign/preview') return json(assignment(false));
    if (key === 'POST /api/v1/admin/2fa/step-up') {
      stepped = true;
      return json({ enabled: true, enrolledAt: null, recoveryCodesLeft: 10, verifiedAt: new Date().toISOString() });
    }
    if (key === 'POST /api/v1/admin/deposits/assign') {
      return stepped
        ? json(assignment(true))
        : json(
            {
              statusCode: 403,
              error: 'Forbidden',
              code: 'admin.totpStale',
              message: 'Enter a code from your authenticator app to confirm this action',
            },
            403,
          );
    }
    return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  }) as typeof fetch;
  return calls;
}

cleanQueryCacheEachTest();
beforeAll(() => loadAdminCatalogues('en'));
afterEach(() => endSession());

describe('assigning a transfer', () => {
  it('credits only after the verified transfer is shown, asking for a code when the last one is stale', async () => {
    signIn({ role: 'admin' });
    const calls = stubApi();
    const onClose = vi.fn();
    const { user } = await renderWithApp(
      <AssignDialog target={{ chainId: DEV_CHAIN_ID, txHash: TX, logIndex: 3 }} onClose={onClose} />,
      { url: '/admin/deposits' },
    );
    await user.type(await screen.findByRole('textbox', { name: "Investor's id or e-mail" }), 'ann@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pool' }), 'stable');
    expect(screen.queryByRole('button', { name: /^Credit/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify the transfer' }));
    expect(await screen.findByText('Verified on the chain')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/v1/admin/deposits/assign/preview')?.body).toEqual({
      chainId: DEV_CHAIN_ID,
      txHash: TX,
      logIndex: 3,
      user: 'ann@example.com',
      pool: 'stable',
    });
    expect(calls.some((c) => c.key === 'POST /api/v1/admin/deposits/assign')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Credit 30 USDT' }));
    expect(
      await screen.findByText('Enter a code from your authenticator app to confirm this action'),
    ).toBeInTheDocument();
    const credit = screen.getByRole('button', { name: 'Credit 30 USDT' });
    expect(credit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Code from your authenticator app' }), '123456');
    await user.click(credit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => c.key).filter((k) => k.startsWith('POST'))).toEqual([
      'POST /api/v1/admin/deposits/assign/preview',
      'POST /api/v1/admin/deposits/assign',
      'POST /api/v1/admin/2fa/step-up',
      'POST /api/v1/admin/deposits/assign',
    ]);
    expect(calls.find((c) => c.key === 'POST /api/v1/admin/2fa/step-up')?.body).toEqual({ code: '123456' });
  });
});
