/** The committed contract artifacts match their sources, and the test wallet speaks EIP-1271. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Address, createWalletClient, encodeFunctionData, http, keccak256, publicActions, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockERC20, TestSmartWallet } from '../src/modules/chain/artifacts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('contract artifacts', () => {
  it('are what scripts/compile-contracts.mjs makes of apps/server/contracts', async () => {
    // One compile; the script compares its output with the committed file.
    await expect(
      promisify(execFile)(process.execPath, ['scripts/compile-contracts.mjs', '--check'], { cwd: root }),
    ).resolves.toBeDefined();
  });
});

describe('TestSmartWallet', () => {
  let anvil: Anvil;
  const owner = privateKeyToAccount(generatePrivateKey());
  let wallet: Address;
  const client = () =>
    createWalletClient({
      account: privateKeyToAccount(anvil.keys[2] as `0x${string}`),
      transport: http(anvil.url),
    }).extend(publicActions);

  beforeAll(async () => {
    anvil = await startAnvil();
    const hash = await client().deployContract({
      abi: TestSmartWallet.abi,
      bytecode: TestSmartWallet.bytecode,
      args: [owner.address],
      chain: null,
    });
    wallet = (await client().waitForTransactionReceipt({ hash })).contractAddress as Address;
  });
  afterAll(() => anvil?.stop());

  const isValid = (hash: `0x${string}`, signature: `0x${string}`) =>
    client().readContract({
      address: wallet,
      abi: TestSmartWallet.abi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    });

  it('accepts its owner’s signature of a hash and refuses anybody else’s', async () => {
    const hash = keccak256(toHex('hello'));
    expect(await isValid(hash, await owner.sign({ hash }))).toBe('0x1626ba7e');
    const stranger = privateKeyToAccount(generatePrivateKey());
    expect(await isValid(hash, await stranger.sign({ hash }))).toBe('0xffffffff');
    expect(await isValid(keccak256(toHex('other')), await owner.sign({ hash }))).toBe('0xffffffff');
    expect(await isValid(hash, '0x1234')).toBe('0xffffffff');
  });

  it('lets only its owner execute calls', async () => {
    const data = encodeFunctionData({ abi: MockERC20.abi, functionName: 'totalSupply' });
    await expect(
      client().simulateContract({
        address: wallet,
        abi: TestSmartWallet.abi,
        functionName: 'execute',
        args: [wallet, 0n, data],
      }),
    ).rejects.toThrow(/only the owner/);
  });
});
