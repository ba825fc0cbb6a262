import { screen, waitFor, within } from '@testing-library/react';
import type { ReconciliationRun } from '@yc/contract/admin-reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminCatalogues } from '../../../lib/area-catalogues.ts';
import { cleanQueryCacheEachTest } from '../../../testing/pools.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { Reconciliation } from './reconciliation.tsx';

const asset = {
  pool: 'stable',
  token: 'USDT',
  liability: '100',
  positions: '100',
  holds: '0',
  fees: '1',
  custody: '101',
  onChain: '100.5',
  difference: '-0.5',
  status: 'shortfall',
} as const;

const mismatch: ReconciliationRun = {
  id: '1',
  startedAt: '2026-11-24T00:10:00.000Z',
  finishedAt: '2026-11-24T00:10:02.000Z',
  trigger: 'schedule',
  actorId: null,
  ok: false,
  problems: 1,
  report: {
    assets: [asset, { ...asset, pool: 'coin', token: 'ETH', onChain: null, difference: null, status: 'not_checked' }],
    problems: ['stable/USDT: custody 101 but the pool addresses hold 100.5 on-chain'],
    notes: [],
  },
};
const fixed: ReconciliationRun = {
  ...mismatch,
  id: '2',
  trigger: 'operator',
  ok: true,
  problems: 0,
  report: { assets: [{ ...asset, onChain: '101', difference: '0', status: 'equal' }], problems: [], notes: [] },
};
const summary = ({ report: _, ...run }: ReconciliationRun) => run;

cleanQueryCacheEachTest();
beforeAll(() => loadAdminCatalogues('en'));

describe('Reconciliation', () => {
  it('shows the newest run per pool and asset, a shortfall and an unread chain, and runs it again', async () => {
    const runs = [mismatch];
    const calls = stubFetch({
      'GET /api/v1/admin/reconciliation': () => ({ json: { items: runs.map(summary), nextCursor: null } }),
      'GET /api/v1/admin/reconciliation/1': () => ({ json: mismatch }),
      'POST /api/v1/admin/reconciliation/run': () => {
        runs.unshift(fixed);
        return { status: 201, json: fixed };
      },
    });
    const { user } = await renderWithApp(<Reconciliation />, { url: '/admin/reconciliation' });
    const table = await screen.findByRole('table', { name: 'Per pool and asset: ledger against on-chain custody' });
    const [, stable, coin] = within(table).getAllByRole('row');
    expect(within(stable as HTMLElement).getByText('−0.5').className).toMatch(/shortfall/);
    expect(within(coin as HTMLElement).getByText('Not checked')).toBeTruthy();
    expect(screen.getByText(mismatch.report.problems[0] as string)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(screen.queryByText('−0.5')).toBeNull());
    expect(calls.filter((c) => c.key === 'POST /api/v1/admin/reconciliation/run')).toHaveLength(1);
    const history = await screen.findByRole('table', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getByText('Operator')).toBeTruthy();
  });
});
