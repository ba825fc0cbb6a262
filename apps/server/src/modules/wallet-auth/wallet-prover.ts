/** Checks a request's wallet proof against the page it came from, and burns its nonce in the caller's transaction. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NoncesRepository } from './nonces.repository.ts';
import { type ProvenWallet, verifyWalletProof } from './wallet-proof.ts';

/** The unique constraint that keeps a wallet on one account (001-accounts). */
export const WALLET_ADDRESS_UNIQUE = 'users_meta_mask_address_key';

export interface WalletProofBody {
  metaMaskAddress: string;
  message: string;
  signature: string;
}

export function walletProver(app: FastifyInstance, nonces: NoncesRepository) {
  const { config } = app;
  const publicHost = new URL(config.publicUrl).hostname;

  return {
    /**
     * The message must name the host the browser is on. Outside dev mode that host must
     * also be ours — the public URL's or a configured brand's — not any name pointed at us.
     */
    check(req: FastifyRequest, body: WalletProofBody): Promise<ProvenWallet> {
      const known = config.devMode || req.hostname === publicHost || app.brands.knows(req.hostname);
      if (!known) throw new AppError(401, 'wallet.proofInvalid');
      return verifyWalletProof(app.chain, body, {
        address: body.metaMaskAddress,
        domain: req.host,
        origin: `${req.protocol}://${req.host}`,
      });
    },
    /** Exactly one of any number of concurrent uses of a nonce gets through. */
    async consume(wallet: ProvenWallet, tx: Executor): Promise<void> {
      if (!(await nonces.consume(wallet.nonce, tx))) throw new AppError(401, 'wallet.proofInvalid');
    },
  };
}

export type WalletProver = ReturnType<typeof walletProver>;
