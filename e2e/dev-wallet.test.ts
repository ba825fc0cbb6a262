/**
 * The dev wallet in a real browser under the strict CSP: the server's provider script
 * announces itself through EIP-6963, connects, signs and reads through the server.
 */
import { type Address, type Hex, toHex, verifyMessage } from 'viem';
import { describe, expect, it } from 'vitest';
import { appPerFile, openWatched } from './helpers/app.ts';

describe('the dev wallet in Chromium', () => {
  const app = appPerFile();

  it('is announced through EIP-6963 and connects, signs and reads through the server', async () => {
    const { page, problems } = await openWatched(app, '/');
    const message = 'Dev wallet check';
    const result = await page.evaluate(async (hexMessage) => {
      type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };
      const announced = await new Promise<{ info: Record<string, string>; provider: Provider }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (e) => {
          const detail = (e as CustomEvent).detail;
          if (detail.info.rdns === 'dev.yieldcabinet.wallet') resolve(detail);
        });
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      });
      const { provider } = announced;
      const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
      return {
        info: announced.info,
        accounts,
        chainId: await provider.request({ method: 'eth_chainId' }),
        balance: await provider.request({ method: 'eth_getBalance', params: [accounts[0], 'latest'] }),
        signature: await provider.request({ method: 'personal_sign', params: [hexMessage, accounts[0]] }),
        legacyGlobal: 'ethereum' in window,
      };
    }, toHex(message));

    expect(result.info).toMatchObject({ name: 'Dev wallet', rdns: 'dev.yieldcabinet.wallet' });
    expect(result.info.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(result.chainId).toBe('0x7a69');
    expect(BigInt(result.balance as string)).toBeGreaterThan(0n);
    const address = result.accounts[0] as Address;
    expect(await verifyMessage({ address, message, signature: result.signature as Hex })).toBe(true);
    expect(result.legacyGlobal).toBe(false);
    expect(problems).toEqual([]);
  });
});
