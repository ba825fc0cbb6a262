import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { poolData } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { PoolAssetsTable } from './pool-assets-table.tsx';

describe('pool balances', () => {
  it('labels every figure with its column, so a phone shows each asset as a card instead of a wide table', async () => {
    await renderWithApp(<PoolAssetsTable data={poolData} />, { url: '/ru/cabinet/pools/stable' });
    const table = screen.getByRole('table', { name: 'Балансы' });
    // No sideways-scrolling region around it: narrow cards turn rows into "label: value" lines instead.
    expect(table.closest('[role="region"]')).toBeNull();
    const usdt = within(table).getByRole('row', { name: /USDT/ });
    expect(within(usdt).getByRole('rowheader')).toHaveTextContent('USDT');
    const labels = within(usdt)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(
      within(table)
        .getAllByRole('columnheader')
        .slice(1)
        .map((h) => h.textContent),
    );
    expect(table.getAttribute('style') ?? '').not.toMatch(/min-width/);
  });
});
