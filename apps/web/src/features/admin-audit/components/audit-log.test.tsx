import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminAuditResponse } from '@yc/contract/admin-audit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS } from '../../../hooks/use-list-filters.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { investorUser, sessionOf } from '../../../testing/fixtures.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { AuditLog } from './audit-log.tsx';

const OPERATOR = { id: '0b7c1a52-3f5e-4c1e-9a55-1d2f3e4a5b6c', login: 'ops@example.com', name: null };

const page: AdminAuditResponse = {
  items: [
    {
      id: '12',
      createdAt: '2026-11-20T09:15:42.123Z',
      actor: { id: OPERATOR.id, login: OPERATOR.login },
      ip: '203.0.113.7',
      action: 'withdrawal.approve',
      objectType: 'withdrawal',
      objectId: 'w-1',
      before: { status: 'requested', amount: '150.5' },
      after: { status: 'approved', amount: '150.5' },
    },
    {
      id: '11',
      createdAt: '2026-11-20T09:00:00.000Z',
      actor: null,
      ip: null,
      action: 'reconciliation.run',
      objectType: 'reconciliation',
      objectId: null,
      before: null,
      after: { ok: true },
    },
  ],
  nextCursor: 'next-page',
};

/** Answers the log and the operators, and keeps the URLs of the log's calls. */
function stubApi() {
  const logCalls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/admin/operators') return Response.json({ items: [OPERATOR] });
    if (url.pathname === '/api/v1/admin/audit') {
      logCalls.push(url);
      return Response.json(url.searchParams.get('cursor') ? { items: [], nextCursor: null } : page);
    }
    throw new Error(`unexpected call ${url.pathname}`);
  }) as typeof fetch;
  return logCalls;
}

describe('the audit log page', () => {
  afterEach(() => {
    endSession();
    vi.useRealTimers();
  });

  it('shows who did what, from where, and each changed key as before → after', async () => {
    stubApi();
    startSession(sessionOf({ ...investorUser, role: 'admin' }));
    await renderWithApp(<AuditLog />, { url: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Operator actions, newest first' });
    const [, approval, run] = within(table).getAllByRole('row');
    expect(approval).toHaveTextContent('2026-11-20 09:15:42');
    expect(approval).toHaveTextContent('ops@example.com');
    expect(approval).toHaveTextContent('203.0.113.7');
    expect(approval).toHaveTextContent('withdrawal.approve');
    expect(approval).toHaveTextContent('withdrawal w-1');
    // Only what changed: the amount stayed.
    expect(approval).toHaveTextContent('status: requested → approved');
    expect(approval).not.toHaveTextContent('amount:');
    expect(run).toHaveTextContent('Platform');
    expect(run).toHaveTextContent('ok: none → true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('asks the server with the filters, trimmed, and starts again at the first page', async () => {
    const calls = stubApi();
    startSession(sessionOf({ ...investorUser, role: 'admin' }));
    const { user } = await renderWithApp(<AuditLog />, { url: '/admin/audit' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('cursor')).toBe('next-page'));

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Operator' }), OPERATOR.login);
    await user.type(screen.getByRole('textbox', { name: /^Action/ }), ' withdrawal. ');
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('action')).toBe('withdrawal.'));
    const last = calls.at(-1)!;
    expect(last.searchParams.get('actorId')).toBe(OPERATOR.id);
    expect(last.searchParams.get('cursor')).toBeNull();
  });

  it('asks nothing while the range ends before it starts', async () => {
    // The typing pause is let pass on the clock, so the wrong range has reached the list before the check.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi();
    startSession(sessionOf({ ...investorUser, role: 'admin' }));
    const { user } = await renderWithApp(<AuditLog />, { url: '/admin/audit' });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('from')).toBe('2026-11-20'));
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText('The end is before the start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(calls.filter((url) => url.searchParams.get('to') === '2026-11-01')).toEqual([]);
    // Fixed, the range is asked for at once after the pause.
    await user.clear(screen.getByLabelText('From'));
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('to')).toBe('2026-11-01'));
  });
});
