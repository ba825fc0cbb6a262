/** What the app hands the wallet layer and gets back; plain data, no wagmi or viem types. */

export interface SendInput {
  /** The network the payment is meant for (a pool's network); the wallet must be on it. */
  chainId: number;
  /** The receiving address. */
  to: string;
  /** A balance currency: the network's native one (ETH) or a configured token symbol. */
  currency: string;
  /** A decimal string as the user typed it, e.g. '12.5'; never a JS number. */
  amount: string;
}

/** What a send would pay from and to, before the amount is known. */
export type SendableInput = Omit<SendInput, 'amount'>;

/** The connected account's balance of a currency, and the most of it a send can carry; decimal strings. */
export interface Sendable {
  balance: string;
  /** The whole balance of a token; of the native coin, the balance less the send's gas. */
  max: string;
}

export interface ProofInput {
  /** From POST /api/v1/wallet/nonce. */
  nonce: string;
  /** The nonce's expiry: the message expires with it. */
  expiresAt: string;
  /** One line, shown by the wallet above the message's fields. */
  statement: string;
}

/** A Sign-In with Ethereum (EIP-4361) message and its personal_sign signature. */
export interface WalletProof {
  address: string;
  chainId: number;
  message: string;
  signature: string;
}
