/** A runtime chain config (GET /api/v1/chain/config) for wallet tests. */
import type { ChainConfig, NetworkInfo } from '@yc/contract/chain';

export const DEV_CHAIN_ID = 31337;

/** The dev chain's mock tokens; BNB, BUSD and SOL have no contract there. */
export const devTokens = {
  USDT: { symbol: 'USDT', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
  USDC: { symbol: 'USDC', address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', decimals: 6 },
  WAVES: { symbol: 'WAVES', address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', decimals: 8 },
} as const;

const network = (overrides: Partial<NetworkInfo> & Pick<NetworkInfo, 'chainId' | 'name'>): NetworkInfo => ({
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcPath: null,
  blockExplorerUrl: null,
  tokens: [],
  supported: false,
  dev: false,
  ...overrides,
});

export const chainConfig: ChainConfig = {
  networks: [
    network({
      chainId: DEV_CHAIN_ID,
      name: 'Anvil (dev chain)',
      tokens: Object.values(devTokens),
      supported: true,
      dev: true,
    }),
    network({
      chainId: 1,
      name: 'Ethereum',
      rpcPath: '/api/v1/chain/1/rpc',
      blockExplorerUrl: 'https://etherscan.io',
      tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 }],
      supported: true,
    }),
    network({
      chainId: 137,
      name: 'Polygon',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      tokens: [{ symbol: 'USDC', address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', decimals: 6 }],
    }),
  ],
  defaultChainId: DEV_CHAIN_ID,
};
