import type { DailyReportRow } from '@yc/contract/admin-reports';
import { describe, expect, it } from 'vitest';
import { figureSeries } from './series.ts';

const usd = {
  tvl: '0',
  deposits: '0',
  withdrawals: '0',
  fees: '0',
  yieldPaid: '0',
  referralBonuses: '0',
  profitShare: '0',
};
const row = (day: string, pool: DailyReportRow['pool'], deposits: string, newUsers = 0): DailyReportRow => ({
  day,
  pool,
  usd: { ...usd, deposits },
  newUsers,
  assets: [],
});

describe('figureSeries', () => {
  it('sums the pools of a day exactly and fills the days without rows with 0', () => {
    const rows = [
      row('2026-01-01', 'coin', '0.1', 1),
      row('2026-01-01', 'stable', '0.2', 2),
      row('2026-01-03', 'coin', '5'),
    ];
    expect(figureSeries(rows, 'deposits', '2026-01-01', '2026-01-03')).toEqual([
      { date: '2026-01-01', value: '0.3' },
      { date: '2026-01-02', value: '0' },
      { date: '2026-01-03', value: '5' },
    ]);
    expect(figureSeries(rows, 'newUsers', '2026-01-01', '2026-01-01')).toEqual([{ date: '2026-01-01', value: '3' }]);
  });
});
