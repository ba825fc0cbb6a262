/**
 * The dev chain's price feeds (decision 81): a `MockAggregator` per demo token, deployed from anvil account 4 so
 * feed i lives at that account's nonce i on every dev chain (as the dev tokens do from account 0). Some demo tokens
 * read their price from them from the first start on, so the aggregator path runs for every newcomer; the others'
 * feeds are there for an operator (or a test) to switch to. Dev mode only.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hash,
  type PublicClient,
  parseUnits,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { Db } from '../../db/database.ts';
import { MockAggregator } from '../chain/artifacts.ts';
import { ANVIL_MNEMONIC } from '../chain/dev-accounts.ts';
import { DevDeployError, devTransport, waitAll } from '../chain/dev-deploy.ts';
import { DEMO_PRICES_USD } from '../pools/dev-pools.ts';

/** Deploys the feeds and sets their answers; its own account, so the dev tokens' nonces stay as they are. */
export const FEEDS_DEPLOYER = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 4 });
/** Deployed in this order: feed i at the deployer's nonce i. */
export const DEV_FEED_TOKENS = ['BTC', 'ETH', 'BNB', 'SOL', 'AVAX', 'NEAR'] as const;
/** The tokens priced by their feed from the first start (the others keep their demo price until switched). */
const FED_FROM_START = new Set<string>(['BTC', 'ETH', 'BNB', 'SOL']);
/** Chainlink's usd feeds answer with 8 decimals. */
export const DEV_FEED_DECIMALS = 8;
/** A round older than this on start is renewed, so a dev chain restored from its state file starts fresh. */
const RENEW_AFTER_SECONDS = 3600n;
const DEV_FEED_MAX_AGE_SECONDS = 86_400;
const DEV_FEED_MAX_DEVIATION = '20';
/**
 * setAnswer's gas, fixed (it needs at most ~55k): an estimate made while the stored timestamp equals the pending
 * block's is ~3k short once the transaction lands in a later second, and the round reverted out of gas.
 */
const SET_ANSWER_GAS = 100_000n;

export interface DevFeed {
  token: string;
  chainId: number;
  address: Address;
  decimals: number;
}

function clients(rpcUrl: string) {
  const transport = devTransport(rpcUrl);
  return {
    client: createPublicClient({ transport, pollingInterval: 50 }) as PublicClient,
    wallet: createWalletClient({ account: FEEDS_DEPLOYER, transport }),
  };
}

/** Makes sure every dev feed exists with a recent round; returns them. */
export async function deployDevFeeds(rpcUrl: string, chainId: number): Promise<DevFeed[]> {
  const { client, wallet } = clients(rpcUrl);
  let nonce = await client.getTransactionCount({ address: FEEDS_DEPLOYER.address, blockTag: 'pending' });
  const feeds = DEV_FEED_TOKENS.map((token, i) => ({
    token,
    chainId,
    address: getContractAddress({ from: FEEDS_DEPLOYER.address, nonce: BigInt(i) }),
    decimals: DEV_FEED_DECIMALS,
  }));
  const answer = (token: string) => parseUnits(DEMO_PRICES_USD[token] ?? '1', DEV_FEED_DECIMALS);
  const sent: Hash[] = [];
  for (const [i, feed] of feeds.entries()) {
    if (await client.getCode({ address: feed.address })) continue;
    if (nonce !== i) {
      throw new DevDeployError(
        `account 4 of the dev chain already used nonce ${i} for something other than the ${feed.token} feed; ` +
          'start from a fresh chain (delete DATA_DIR/anvil-state.json)',
      );
    }
    sent.push(
      await wallet.deployContract({
        abi: MockAggregator.abi,
        bytecode: MockAggregator.bytecode,
        args: [DEV_FEED_DECIMALS, answer(feed.token)],
        chain: null,
        nonce: nonce++,
      }),
    );
  }
  await waitAll(client, sent);
  const now = BigInt(Math.floor(Date.now() / 1000));
  const renewals: Hash[] = [];
  for (const feed of feeds) {
    const read = { address: feed.address, abi: MockAggregator.abi } as const;
    const [, latest, , updatedAt] = await client.readContract({ ...read, functionName: 'latestRoundData' });
    if (now - updatedAt < RENEW_AFTER_SECONDS) continue;
    renewals.push(
      await wallet.writeContract({
        ...read,
        functionName: 'setAnswer',
        args: [latest],
        gas: SET_ANSWER_GAS,
        chain: null,
        nonce: nonce++,
      }),
    );
  }
  await waitAll(client, renewals);
  return feeds;
}

/** A new round of a dev feed's answer (the dev route; tests move a price with it). */
export async function setDevFeedAnswer(rpcUrl: string, feed: DevFeed, price: string): Promise<void> {
  const { client, wallet } = clients(rpcUrl);
  const hash = await wallet.writeContract({
    address: feed.address,
    abi: MockAggregator.abi,
    functionName: 'setAnswer',
    args: [parseUnits(price, feed.decimals)],
    gas: SET_ANSWER_GAS,
    chain: null,
  });
  await waitAll(client, [hash]);
}

/**
 * Points the demo tokens fed from the start at their feeds, once: a row an operator has set is left alone. The
 * price itself comes with the job's first pass (the demo value until then).
 */
export async function seedDevFeedSources(db: Db, feeds: readonly DevFeed[]): Promise<void> {
  for (const feed of feeds) {
    if (!FED_FROM_START.has(feed.token)) continue;
    const feedColumns = {
      source: 'aggregator' as const,
      feed_chain_id: feed.chainId,
      feed_address: feed.address.toLowerCase(),
      max_age_seconds: DEV_FEED_MAX_AGE_SECONDS,
      max_deviation_percent: DEV_FEED_MAX_DEVIATION,
    };
    await db
      .insertInto('prices')
      .values({ token: feed.token, fiat: 'usd', price: DEMO_PRICES_USD[feed.token] ?? '1', ...feedColumns })
      .onConflict((oc) => oc.columns(['token', 'fiat']).doUpdateSet(feedColumns).where('prices.source', '=', 'demo'))
      .execute();
  }
}
