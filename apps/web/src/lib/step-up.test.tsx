/**
 * The console's step-up (decision 68): a call answered `admin.totpStale` asks for a code through the host dialog,
 * posts it, and is sent again once; Cancel keeps the call's own error; calls stale together share one dialog.
 */
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSecurityEndpoints } from '@yc/contract/admin-security';
import { afterEach, describe, expect, it } from 'vitest';
import { StepUpHost } from '../components/step-up/step-up-host.tsx';
import { request } from './api-client.ts';
import { lingui } from './i18n.ts';
import { setStepUpAsker, stepUp } from './step-up.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stale = () =>
  json(403, { statusCode: 403, error: 'Forbidden', message: 'Enter a code', code: 'admin.totpStale' });
const codes = { recoveryCodes: Array.from({ length: 10 }, (_, i) => `code-${i}`) };
const status = { enabled: true, enrolledAt: null, recoveryCodesLeft: 10, verifiedAt: null };

/** Answers each call from `answers` by its path, in order; records the paths called. */
function serve(answers: Record<string, Array<() => Response>>): string[] {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push(path);
    const next = answers[path]?.shift();
    if (!next) throw new Error(`unexpected call ${path}`);
    return next();
  }) as typeof fetch;
  return calls;
}

const regenerate = () => request(adminSecurityEndpoints.twoFactorRecoveryCodes);

function mountHost() {
  render(
    <I18nProvider i18n={lingui}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <StepUpHost />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('step-up', () => {
  it('without a dialog (outside the console) the stale error stands', async () => {
    serve({ '/api/v1/admin/2fa/recovery-codes': [stale] });
    await expect(regenerate()).rejects.toMatchObject({ status: 403, code: 'admin.totpStale' });
  });

  it('asks for a code, posts it and sends the call again once', async () => {
    mountHost();
    const calls = serve({
      '/api/v1/admin/2fa/recovery-codes': [stale, () => json(200, codes)],
      '/api/v1/admin/2fa/step-up': [() => json(200, status)],
    });
    const result = regenerate();
    const field = await screen.findByRole('textbox', { name: /Authentication code/ });
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toEqual(codes);
    expect(calls).toEqual([
      '/api/v1/admin/2fa/recovery-codes',
      '/api/v1/admin/2fa/step-up',
      '/api/v1/admin/2fa/recovery-codes',
    ]);
  });

  it('keeps the dialog open with the server message on a wrong code; Cancel fails the call with its error', async () => {
    mountHost();
    serve({
      '/api/v1/admin/2fa/recovery-codes': [stale],
      '/api/v1/admin/2fa/step-up': [
        () =>
          json(400, { statusCode: 400, error: 'Bad Request', message: 'The code is wrong', code: 'admin.totpInvalid' }),
      ],
    });
    const failed = expect(regenerate()).rejects.toMatchObject({ code: 'admin.totpStale' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Authentication code/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('The code is wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await failed;
  });

  it('calls stale together share one question', async () => {
    let asked = 0;
    const remove = setStepUpAsker(async () => {
      asked++;
      return true;
    });
    await Promise.all([stepUp(), stepUp()]);
    expect(asked).toBe(1);
    remove();
    await waitFor(async () => expect(await stepUp()).toBe(false));
  });
});
