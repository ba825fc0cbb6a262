/**
 * Sign-In with Ethereum (EIP-4361) proof checks, decision 27: the message must be the
 * canonical rendering of its own fields, name this site's domain and origin, a supported
 * chain and the claimed address, be fresh, and carry a valid signature — an EOA's, or an
 * EIP-1271 contract wallet's checked on the message's own chain. The nonce is checked by
 * the caller, which consumes it atomically.
 */
import { type Address, getAddress, type Hex, isAddressEqual, type PublicClient, recoverMessageAddress } from 'viem';
import { createSiweMessage, parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { AppError } from '../../lib/app-error.ts';
import { NONCE_TTL_SECONDS } from './nonces.repository.ts';

/** Wallet and server clocks disagree a little. */
const CLOCK_SKEW_MS = 60_000;

export interface ProofExpectation {
  /** The claimed wallet. */
  address: string;
  /** `host[:port]` the browser was on. */
  domain: string;
  /** `scheme://host[:port]` of that page. */
  origin: string;
}

export interface ChainVerifier {
  isSupported(chainId: number): boolean;
  client(chainId: number): PublicClient | undefined;
}

export interface ProvenWallet {
  address: Address;
  chainId: number;
  nonce: string;
}

const invalid = () => new AppError(401, 'wallet.proofInvalid');

function parseCanonical(message: string) {
  const fields = parseSiweMessage(message);
  const { address, chainId, domain, nonce, uri, version, issuedAt } = fields;
  if (!address || !chainId || !domain || !nonce || !uri || version !== '1' || !issuedAt) throw invalid();
  let rendered: string;
  try {
    rendered = createSiweMessage({ ...fields, address, chainId, domain, nonce, uri, version });
  } catch {
    throw invalid();
  }
  // A lenient parse could accept extra or reordered text; only the exact rendering is signed.
  if (rendered !== message) throw invalid();
  return { ...fields, address, chainId, domain, nonce, uri, issuedAt };
}

export async function verifyWalletProof(
  chain: ChainVerifier,
  proof: { message: string; signature: string },
  expected: ProofExpectation,
  now: Date = new Date(),
): Promise<ProvenWallet> {
  const fields = parseCanonical(proof.message);
  if (fields.domain !== expected.domain) throw invalid();
  if (fields.scheme && `${fields.scheme}://${fields.domain}` !== expected.origin) throw invalid();
  let uriOrigin: string;
  try {
    uriOrigin = new URL(fields.uri).origin;
  } catch {
    throw invalid();
  }
  if (uriOrigin !== expected.origin) throw invalid();
  if (!/^0x[0-9a-fA-F]{40}$/.test(expected.address) || !isAddressEqual(fields.address, expected.address as Address)) {
    throw invalid();
  }
  if (!chain.isSupported(fields.chainId)) throw new AppError(401, 'wallet.chainNotSupported');

  const t = now.getTime();
  const issued = fields.issuedAt.getTime();
  const expired =
    issued > t + CLOCK_SKEW_MS ||
    issued < t - NONCE_TTL_SECONDS * 1000 - CLOCK_SKEW_MS ||
    (fields.expirationTime !== undefined && !(fields.expirationTime.getTime() > t)) ||
    (fields.notBefore !== undefined && !(fields.notBefore.getTime() <= t));
  if (Number.isNaN(issued) || expired) throw new AppError(401, 'wallet.proofExpired');

  const signature = proof.signature as Hex;
  const client = chain.client(fields.chainId);
  let valid: boolean;
  try {
    valid = client
      ? await verifySiweMessage(client, {
          message: proof.message,
          signature,
          address: fields.address,
          domain: expected.domain,
          nonce: fields.nonce,
          time: now,
        })
      : // Without a node for this chain only an EOA's signature can be checked.
        isAddressEqual(await recoverMessageAddress({ message: proof.message, signature }), fields.address);
  } catch {
    valid = false;
  }
  if (!valid) throw invalid();
  return { address: getAddress(fields.address), chainId: fields.chainId, nonce: fields.nonce };
}
