/** useSend (docs/product.md §5, §8) with the real wagmi connector and a mocked wallet on the dev chain. */
import { screen, waitFor } from '@testing-library/react';
import { type Hex, hexToBigInt } from 'viem';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chainConfig, devTokens } from '../../testing/chain.ts';
import { connectTestWallet, decodeTransfer, MockWallet, RpcError } from '../../testing/mock-wallet.ts';
import { renderWithApp, stubFetch } from '../../testing/render.tsx';
import { loadWallet, type SendInput, useSend } from './index.ts';

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const pool = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
let mock: MockWallet;

function Pay({ input }: { input: SendInput }) {
  const send = useSend();
  return (
    <>
      <button type="button" onClick={() => send.mutate(input)}>
        Pay
      </button>
      {send.data && <output>{send.data}</output>}
    </>
  );
}

async function pay(input: Partial<SendInput>) {
  const { user } = await renderWithApp(
    <Pay input={{ chainId: 31337, to: pool, currency: 'USDT', amount: '1', ...input }} />,
  );
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

const sent = () => mock.calls('eth_sendTransaction').map((p) => p?.[0] as { to: string; data?: Hex; value?: Hex });

beforeAll(() => {
  stubFetch({ 'GET /api/v1/chain/config': () => ({ json: chainConfig }) });
  mock = new MockWallet({ accounts: [alice] }).announce();
  mock.setNative(alice, 2n * 10n ** 18n);
  mock.setToken(devTokens.USDT.address, 6, { [alice]: 100_000_000n });
  mock.setToken(devTokens.WAVES.address, 8, { [alice]: 100_000_000n });
  // The contract says 18 decimals although the config says 6: the chain decides.
  mock.setToken(devTokens.USDC.address, 18, { [alice]: 10n ** 18n });
});

afterEach(async () => {
  await (await loadWallet()).disconnect();
  mock.chainId = 31337;
  mock.requests = [];
  mock.overrides = {};
});

describe('useSend', () => {
  it("needs a connected wallet: 'Metamask not connection'", async () => {
    await pay({});
    expect(await screen.findByText('Metamask not connection')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('needs a network the runtime config supports', async () => {
    await connectTestWallet();
    mock.switchChain(137);
    await pay({ chainId: 137 });
    expect(await screen.findByText('Metamask networkId: 137 not supported now - work in progress')).toBeInTheDocument();
    expect(mock.calls('eth_call')).toEqual([]);
  });

  it("checks the wallet is on the payment's network before asking anything", async () => {
    await connectTestWallet();
    mock.requests = [];
    await pay({ chainId: 1 });
    expect(
      await screen.findByText('Switch your wallet to the Ethereum network to make this payment'),
    ).toBeInTheDocument();
    expect(mock.requests).toEqual([]);
  });

  it('refuses more than the wallet holds, naming the coin', async () => {
    await connectTestWallet();
    await pay({ currency: 'USDT', amount: '100.000001' });
    expect(
      await screen.findByText("You don't have enough money in your Metamask account by coin USDT"),
    ).toBeInTheDocument();
    expect(mock.calls('eth_estimateGas')).toEqual([]);
    expect(sent()).toEqual([]);
  });

  it('refuses a zero or malformed amount', async () => {
    await connectTestWallet();
    await pay({ amount: '0' });
    expect(await screen.findByText('Enter an amount greater than zero')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it.each([
    ['USDT', '12.3456789', 6, 12_345_679n],
    ['WAVES', '0.123456789', 8, 12_345_679n],
    ['USDC', '0.5', 18, 500_000_000_000_000_000n],
  ])(
    'transfers %s %s in exact base units of its on-chain %i decimals, rounded up',
    async (currency, amount, _d, units) => {
      await connectTestWallet();
      await pay({ currency, amount });
      await waitFor(() => expect(sent()).toHaveLength(1));
      const [tx] = sent();
      const token = Object.values(devTokens).find((t) => t.symbol === currency)?.address;
      expect(tx?.to.toLowerCase()).toBe(token?.toLowerCase());
      expect(decodeTransfer(tx?.data as string)).toEqual({ to: pool.toLowerCase(), amount: units });
      expect(tx).toMatchObject({ gas: '0xc822' });
      expect(mock.calls('eth_estimateGas')).toHaveLength(1);
    },
  );

  it("sends native ETH with 18 decimals and says 'Tx' with the hash", async () => {
    await connectTestWallet();
    await pay({ currency: 'ETH', amount: '1.000000000000000000001' });
    expect(await screen.findByText('Tx')).toBeInTheDocument();
    const hash = mock.hashes.at(-1) as string;
    // In the notification, and as the hook's result.
    expect(screen.getAllByText(hash)).toHaveLength(2);
    const [tx] = sent();
    expect(tx?.to.toLowerCase()).toBe(pool.toLowerCase());
    expect(hexToBigInt(tx?.value as Hex)).toBe(1_000_000_000_000_000_001n);
    expect(tx?.data).toBeUndefined();
  });

  it("shows the wallet's own words when it refuses", async () => {
    await connectTestWallet();
    mock.overrides.eth_sendTransaction = () => {
      throw new RpcError(4001, 'User denied transaction signature.');
    };
    await pay({ currency: 'ETH', amount: '0.1' });
    expect(await screen.findByText('User rejected the request.')).toBeInTheDocument();
  });
});
