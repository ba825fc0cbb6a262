/**
 * Anvil's default accounts, derived from its public test mnemonic. Everybody knows these keys:
 * they only ever hold value on a local dev chain.
 */
import type { Address, Hex } from 'viem';

export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

export interface DevAccount {
  address: Address;
  privateKey: Hex;
}

/** Accounts 0–3 of the mnemonic (m/44'/60'/0'/0/i), as anvil prints them. */
export const ANVIL_ACCOUNTS: readonly DevAccount[] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
];

/** Deploys the mock tokens and mints the demo balances. */
export const DEPLOYER = ANVIL_ACCOUNTS[0] as DevAccount;
/** The dev wallet's account; also the first demo wallet. */
export const DEV_WALLET_ACCOUNT = ANVIL_ACCOUNTS[1] as DevAccount;
/** Hold demo token balances; their ETH comes from anvil. */
export const DEMO_WALLETS: readonly DevAccount[] = ANVIL_ACCOUNTS.slice(1, 4);
