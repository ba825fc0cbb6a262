/**
 * The dev chain's tokens (decision 23): mock ERC-20s deployed from anvil account 0 and
 * demo balances minted to the demo wallets. Idempotent: a contract's address follows from
 * the deployer's nonce, so a chain restored from its state file already has them.
 */
import { TOKEN_DECIMALS, type TokenLabel } from '@yc/contract';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hash,
  http,
  type PublicClient,
  webSocket,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { MockERC20 } from './artifacts.ts';
import { DEMO_WALLETS, DEPLOYER } from './dev-accounts.ts';
import { DEV_CHAIN_ID, type TokenDefinition } from './networks.ts';

/** A mock token with the ledger's decimals (decision 58), so dev deposits need no rescaling. */
const devToken = (symbol: TokenLabel, name: string) => ({ symbol, name, decimals: TOKEN_DECIMALS[symbol] });

/** Deployed in this order, so token i lives at the deployer's nonce i. */
export const DEV_TOKENS = [
  devToken('USDT', 'Tether USD (dev)'),
  devToken('USDC', 'USD Coin (dev)'),
  devToken('BUSD', 'Binance USD (dev)'),
  devToken('WAVES', 'Waves (dev)'),
  devToken('SOL', 'Solana (dev)'),
  devToken('BNB', 'BNB (dev)'),
];

/** The dev tokens where the deployment puts them: token i at the deployer's nonce i, on every dev chain. */
export const devTokenDefinitions = (): TokenDefinition[] =>
  DEV_TOKENS.map((token, i) => ({
    symbol: token.symbol,
    address: getContractAddress({ from: DEPLOYER.address, nonce: BigInt(i) }),
    decimals: token.decimals,
  }));

/** Whole tokens each demo wallet gets of each token. */
export const DEMO_TOKEN_BALANCE = 1_000_000n;

export class DevDeployError extends Error {}

/** The dev chain's node over HTTP or WebSocket, for the deploy clients (the tokens', the price feeds'). */
export const devTransport = (rpcUrl: string) =>
  /^wss?:/.test(rpcUrl) ? webSocket(rpcUrl, { timeout: 10_000 }) : http(rpcUrl, { timeout: 10_000 });

/** Waits for every transaction's receipt; one that reverted is a DevDeployError. */
export async function waitAll(client: PublicClient, hashes: Hash[]) {
  const receipts = await Promise.all(
    hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 30_000 })),
  );
  const failed = receipts.find((r) => r.status !== 'success');
  if (failed) throw new DevDeployError(`dev chain transaction ${failed.transactionHash} reverted`);
}

/** Makes sure the dev tokens exist and the demo wallets hold their demo balances; returns the tokens. */
export async function deployDevTokens(rpcUrl: string): Promise<TokenDefinition[]> {
  const transport = devTransport(rpcUrl);
  const client = createPublicClient({ transport, pollingInterval: 50 }) as PublicClient;
  const chainId = await client.getChainId();
  if (chainId !== DEV_CHAIN_ID) {
    throw new DevDeployError(
      `the dev chain's node at ${new URL(rpcUrl).host} is chain ${chainId}, not ${DEV_CHAIN_ID}`,
    );
  }
  const account = privateKeyToAccount(DEPLOYER.privateKey);
  const wallet = createWalletClient({ account, transport });
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });

  const tokens = devTokenDefinitions();
  const deployments: Hash[] = [];
  for (const [i, token] of DEV_TOKENS.entries()) {
    const address = (tokens[i] as TokenDefinition).address;
    if (await client.getCode({ address })) continue;
    if (nonce !== i) {
      throw new DevDeployError(
        `account 0 of the dev chain already used nonce ${i} for something other than the ${token.symbol} token; ` +
          'start from a fresh chain (delete DATA_DIR/anvil-state.json)',
      );
    }
    const hash = await wallet.deployContract({
      abi: MockERC20.abi,
      bytecode: MockERC20.bytecode,
      args: [token.name, token.symbol, token.decimals],
      chain: null,
      nonce: nonce++,
    });
    deployments.push(hash);
  }
  await waitAll(client, deployments);

  const mints: Hash[] = [];
  for (const token of tokens) {
    const read = { address: token.address, abi: MockERC20.abi } as const;
    const symbol = await client.readContract({ ...read, functionName: 'symbol' });
    if (symbol !== token.symbol) {
      throw new DevDeployError(
        `the dev chain has ${symbol} where the ${token.symbol} token belongs; start from a fresh chain`,
      );
    }
    // Minted once, with the deployment; later balances are the demo wallets' own business.
    if ((await client.readContract({ ...read, functionName: 'totalSupply' })) > 0n) continue;
    for (const demo of DEMO_WALLETS) {
      const hash = await wallet.writeContract({
        ...read,
        functionName: 'mint',
        args: [demo.address as Address, DEMO_TOKEN_BALANCE * 10n ** BigInt(token.decimals)],
        chain: null,
        nonce: nonce++,
      });
      mints.push(hash);
    }
  }
  await waitAll(client, mints);
  return tokens;
}
