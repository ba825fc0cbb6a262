/** Failures the wallet layer explains itself, with the catalogue key and values of their message. */

export type WalletErrorCode =
  /** api:wallet.notConnected */
  | 'notConnected'
  /** api:wallet.unsupportedNetwork {id} */
  | 'unsupportedNetwork'
  /** api:wallet.notEnoughMoney {coin} */
  | 'notEnoughMoney'
  /** wallet:errors.wrongNetwork {network}: a send to another network than the wallet's */
  | 'wrongNetwork'
  /** wallet:errors.noToken {coin}: no contract configured for that currency on that network */
  | 'noToken'
  /** wallet:errors.invalidAmount */
  | 'invalidAmount';

const KEYS: Record<WalletErrorCode, string> = {
  notConnected: 'api:wallet.notConnected',
  unsupportedNetwork: 'api:wallet.unsupportedNetwork',
  notEnoughMoney: 'api:wallet.notEnoughMoney',
  wrongNetwork: 'wallet:errors.wrongNetwork',
  noToken: 'wallet:errors.noToken',
  invalidAmount: 'wallet:errors.invalidAmount',
};

export class WalletError extends Error {
  readonly key: string;
  constructor(
    readonly code: WalletErrorCode,
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'WalletError';
    this.key = KEYS[code];
  }
}

/**
 * The wallet's or the chain's own words for a failure (viem's short message, e.g. "User
 * rejected the request."), or null when the error did not come from the wallet layer.
 */
export function walletMessageOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const short = (error as { shortMessage?: unknown }).shortMessage;
  if (typeof short === 'string' && short) return short;
  const code = (error as { code?: unknown }).code;
  // An EIP-1193 provider error that no library wrapped.
  if (typeof code === 'number' && error.message) return error.message;
  return null;
}
