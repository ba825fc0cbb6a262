/** A later visit restores the wallet used last, and connects no other wallet unasked. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chainConfig } from '../../testing/chain.ts';
import { MockWallet } from '../../testing/mock-wallet.ts';
import { stubFetch } from '../../testing/render.tsx';

const [alice, carol] = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'];
let used: MockWallet;
let other: MockWallet;

/** The wallet layer as a fresh page load has it (same browser storage, new modules). */
async function newVisit() {
  vi.resetModules();
  return import('./index.ts');
}

beforeAll(async () => {
  stubFetch({ 'GET /api/v1/chain/config': () => ({ json: chainConfig }) });
  used = new MockWallet({ accounts: [alice] }).announce();
  other = new MockWallet({ name: 'Other Wallet', rdns: 'org.example.other', accounts: [carol] }).announce();
  // Both trust this site already: each answers eth_accounts with its account.
  await used.provider.request({ method: 'eth_requestAccounts' });
  await other.provider.request({ method: 'eth_requestAccounts' });
});

describe('restoring a connection', () => {
  it('connects nothing on a first visit, though two wallets trust the site', async () => {
    const web3 = await newVisit();
    expect(web3.mayHaveConnection()).toBe(false);
    await web3.loadWallet();
    expect(web3.getWalletState().account).toBeNull();
  });

  it('reconnects only the wallet used last on the next visit', async () => {
    let web3 = await newVisit();
    const wallet = await web3.loadWallet();
    const chosen = (await wallet.wallets()).find((w) => w.name === 'Test Wallet');
    await wallet.connect(chosen?.id as string);
    expect(web3.getWalletState().account).toBe(alice);

    other.requests = [];
    web3 = await newVisit();
    expect(web3.mayHaveConnection()).toBe(true);
    await web3.loadWallet();
    expect(web3.getWalletState()).toMatchObject({ account: alice, walletName: 'Test Wallet', netID: 31337 });
    expect(other.calls('eth_accounts')).toEqual([]);
  });

  it('restores nothing after the user disconnected', async () => {
    let web3 = await newVisit();
    await (await web3.loadWallet()).disconnect();
    web3 = await newVisit();
    expect(web3.mayHaveConnection()).toBe(false);
    await web3.loadWallet();
    expect(web3.getWalletState().account).toBeNull();
  });
});
