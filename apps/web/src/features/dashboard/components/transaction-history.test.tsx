import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { cleanQueryCacheEachTest, page, stubDashboardApi, transaction } from '../testing/dashboard-api.ts';
import { TransactionHistory } from './transaction-history.tsx';

const PAGE = '/cabinet/dashboard';
const CSV = 'id,type\r\n1,deposit\r\n';

describe('transaction history', () => {
  cleanQueryCacheEachTest();
  afterEach(() => {
    endSession();
    vi.restoreAllMocks();
  });

  it('shows each field: exact token units, fiat, status, the shortened hash with the full one, the day', async () => {
    stubDashboardApi({
      'GET /api/v1/transactions': () => ({
        json: page([transaction(1), transaction(2, { type: 'referral', pool: null, txHash: null, status: 'pending' })]),
      }),
    });
    signIn();
    await renderWithApp(<TransactionHistory />, { url: PAGE });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, deposit, referral] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(deposit).getByText('Deposit')).toBeInTheDocument();
    expect(within(deposit).getByText('Stable')).toBeInTheDocument();
    expect(within(deposit).getByText('1,000.000000000000000001')).toBeInTheDocument();
    expect(within(deposit).getByText('999.000000000000000001')).toBeInTheDocument();
    expect(within(deposit).getByText('$999.00')).toBeInTheDocument();
    expect(within(deposit).getByText('Completed')).toBeInTheDocument();
    const hash = transaction(1).txHash as string;
    expect(within(deposit).getByTitle(hash)).toHaveTextContent(`${hash.slice(0, 6)}...${hash.slice(-6)}`);
    expect(within(deposit).getByText('2026-10-31')).toBeInTheDocument();
    expect(within(referral).getByText('Referral bonus')).toBeInTheDocument();
    expect(within(referral).getByText('Pending')).toBeInTheDocument();
    expect(within(referral).getAllByText('—')).toHaveLength(2);
  });

  it('shows gross, fee and net under their headings, and daily yield rows', async () => {
    stubDashboardApi({
      'GET /api/v1/transactions': () => ({
        json: page([
          transaction(1, { type: 'withdrawal', amount: '40', fee: '0.08', netAmount: '39.92', fiatValue: '39.92' }),
          transaction(2, {
            type: 'yield',
            amount: '0.026',
            fee: '0',
            netAmount: '0.026',
            fiatValue: '0.026',
            txHash: null,
          }),
        ]),
      }),
    });
    signIn();
    await renderWithApp(<TransactionHistory />, { url: PAGE });
    const rows = await screen.findAllByRole('row');
    const headings = within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings.slice(3, 7)).toEqual(['Amount', 'Fee', 'Net', 'Net value']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1] as HTMLElement).slice(0, 7)).toEqual([
      'Withdrawal',
      'Stable',
      'USDT',
      '40',
      '0.08',
      '39.92',
      '$39.92',
    ]);
    expect(cells(rows[2] as HTMLElement).slice(0, 6)).toEqual(['Yield', 'Stable', 'USDT', '0.026', '0', '0.026']);
  });

  it('filters by type, pool, currency and dates, back on the first page', async () => {
    const api = stubDashboardApi({
      'GET /api/v1/transactions': (url) =>
        url.searchParams.get('page') === '2'
          ? { json: { ...page([transaction(11)], 11), page: 2 } }
          : {
              json: page(
                Array.from({ length: 10 }, (_, i) => transaction(i)),
                11,
              ),
            },
    });
    signIn();
    const { user } = await renderWithApp(<TransactionHistory />, { url: PAGE });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    await user.selectOptions(screen.getByLabelText('Pool'), 'dex');
    await user.selectOptions(screen.getByLabelText('Currency'), 'ETH');
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.type(screen.getByLabelText('To'), '2026-10-31');
    await waitFor(() =>
      expect(api.queries('/api/v1/transactions').at(-1)).toEqual({
        page: '1',
        pageSize: '10',
        type: 'withdrawal',
        pool: 'dex',
        currency: 'ETH',
        from: '2026-10-01',
        to: '2026-10-31',
      }),
    );
    expect(api.queries('/api/v1/transactions')).toContainEqual({ page: '2', pageSize: '10' });
  });

  it('asks nothing for a range that ends before it starts, and says why', async () => {
    const api = stubDashboardApi({ 'GET /api/v1/transactions': () => ({ json: page([transaction(1)]) }) });
    signIn();
    const { user } = await renderWithApp(<TransactionHistory />, { url: PAGE });
    await screen.findAllByRole('row');
    await user.type(screen.getByLabelText('From'), '2026-10-31');
    const calls = api.queries('/api/v1/transactions').length;
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    expect(api.queries('/api/v1/transactions')).toHaveLength(calls);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('downloads the filtered history as CSV with the bearer token', async () => {
    const headers: Headers[] = [];
    const api = stubDashboardApi({
      'GET /api/v1/transactions': () => ({ json: page([transaction(1)]) }),
      'GET /api/v1/transactions.csv': () => ({ text: CSV, type: 'text/csv' }),
    });
    const answered = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      headers.push(new Headers(init?.headers));
      return answered(input, init);
    }) as typeof fetch;
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:transactions';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('transactions.csv');
      expect(this.href).toBe('blob:transactions');
    });
    signIn();
    const { user } = await renderWithApp(<TransactionHistory />, { url: PAGE });
    await screen.findAllByRole('row');
    await user.selectOptions(screen.getByLabelText('Type'), 'deposit');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(api.queries('/api/v1/transactions.csv')).toEqual([{ type: 'deposit' }]);
    expect(await saved[0]?.text()).toBe(CSV);
    expect(headers.at(-1)?.get('authorization')).toMatch(/^Bearer /);
  });

  it('says so when the download fails', async () => {
    stubDashboardApi({
      'GET /api/v1/transactions': () => ({ json: page([transaction(1)]) }),
      'GET /api/v1/transactions.csv': () => ({ status: 500, json: { statusCode: 500, error: 'x', message: '' } }),
    });
    signIn();
    const { user } = await renderWithApp(<TransactionHistory />, { url: PAGE });
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV file could not be downloaded')).toBeInTheDocument();
  });
});
