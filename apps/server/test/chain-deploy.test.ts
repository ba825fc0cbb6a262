/** The dev chain's mock tokens: deployed once at deterministic addresses, with the demo balances. */
import { createPublicClient, getContractAddress, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockERC20 } from '../src/modules/chain/artifacts.ts';
import { DEMO_WALLETS, DEPLOYER } from '../src/modules/chain/dev-accounts.ts';
import { DEMO_TOKEN_BALANCE, DEV_TOKENS, deployDevTokens } from '../src/modules/chain/dev-deploy.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';

describe('dev token deployment', () => {
  let anvil: Anvil;
  beforeAll(async () => {
    anvil = await startAnvil();
  });
  afterAll(() => anvil?.stop());

  const client = () => createPublicClient({ transport: http(anvil.url) });

  it('deploys the six tokens at the deployer’s first nonces with their decimals and mints the demo balances', async () => {
    const tokens = await deployDevTokens(anvil.url);
    expect(tokens.map((t) => [t.symbol, t.decimals])).toEqual([
      ['USDT', 6],
      ['USDC', 6],
      ['BUSD', 18],
      ['WAVES', 18],
      ['SOL', 9],
      ['BNB', 18],
    ]);
    for (const [i, token] of tokens.entries()) {
      expect(token.address).toBe(getContractAddress({ from: DEPLOYER.address, nonce: BigInt(i) }));
      const read = { address: token.address, abi: MockERC20.abi } as const;
      expect(await client().readContract({ ...read, functionName: 'decimals' })).toBe(token.decimals);
      expect(await client().readContract({ ...read, functionName: 'symbol' })).toBe(token.symbol);
      const unit = 10n ** BigInt(token.decimals);
      for (const demo of DEMO_WALLETS) {
        expect(await client().readContract({ ...read, functionName: 'balanceOf', args: [demo.address] })).toBe(
          DEMO_TOKEN_BALANCE * unit,
        );
      }
      expect(await client().readContract({ ...read, functionName: 'totalSupply' })).toBe(
        DEMO_TOKEN_BALANCE * unit * BigInt(DEMO_WALLETS.length),
      );
    }
  });

  it('is idempotent: a second run finds the tokens and sends nothing', async () => {
    const nonce = await client().getTransactionCount({ address: DEPLOYER.address });
    expect(nonce).toBe(DEV_TOKENS.length * (1 + DEMO_WALLETS.length));
    // Over WebSocket this time: CHAIN_RPC_URL_31337 may be either.
    const again = await deployDevTokens(anvil.url.replace(/^http/, 'ws'));
    expect(again.map((t) => t.address)).toEqual(
      DEV_TOKENS.map((_, i) => getContractAddress({ from: DEPLOYER.address, nonce: BigInt(i) })),
    );
    expect(await client().getTransactionCount({ address: DEPLOYER.address })).toBe(nonce);
  });

  it('refuses a chain whose deployer nonces went elsewhere', async () => {
    const other = await startAnvil();
    try {
      await fetch(other.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_sendTransaction',
          params: [{ from: DEPLOYER.address, to: DEPLOYER.address, value: '0x1' }],
        }),
      });
      await expect(deployDevTokens(other.url)).rejects.toThrow(/already used nonce 0/);
    } finally {
      await other.stop();
    }
  });
});
