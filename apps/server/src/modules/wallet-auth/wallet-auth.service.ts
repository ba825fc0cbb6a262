/** Wallet sign-in and linking with Sign-In with Ethereum (docs/product.md §4, §7; decision 27): each flow in one call. */
import type { connectWalletBody, loginV2Body, TotpChallenge } from '@yc/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { type Db, isUniqueViolation, withTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { requestMeta, type SignedIn } from '../accounts/accounts.service.ts';
import type { SessionsRepository } from '../accounts/sessions.repository.ts';
import type { SignInsRepository } from '../accounts/sign-ins.repository.ts';
import { signUpOrigin } from '../accounts/sign-up-origin.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import type { NoncesRepository } from './nonces.repository.ts';
import { WALLET_ADDRESS_UNIQUE, type WalletProver } from './wallet-prover.ts';

export class WalletAuthService {
  constructor(
    private readonly deps: {
      db: Db;
      users: UsersRepository;
      sessions: SessionsRepository;
      nonces: NoncesRepository;
      prover: WalletProver;
      signIns: SignInsRepository;
      twoFactor: TwoFactorService;
    },
  ) {}

  async nonce(): Promise<{ nonce: string; expiresAt: string }> {
    const { nonce, expiresAt } = await this.deps.nonces.issue();
    return { nonce, expiresAt: expiresAt.toISOString() };
  }

  /** Signs the wallet's account in, creating it on the wallet's first sign-in. */
  async signIn(req: FastifyRequest, b: z.output<typeof loginV2Body>): Promise<SignedIn | TotpChallenge> {
    const { db, users, sessions, prover, signIns } = this.deps;
    const wallet = await prover.check(req, b);
    const address = wallet.address.toLowerCase();
    // The signature proves the wallet, so its account may hear why it is frozen.
    const known = await users.findByWallet(address);
    if (known) await signIns.refuseFrozen(known, 'wallet', requestMeta(req));
    const signIn = () =>
      withTransaction(db, async (tx) => {
        await prover.consume(wallet, tx);
        const user: UserRow =
          (await users.findByWallet(address, tx)) ??
          (await users.create(
            {
              login: null,
              email: null,
              name: null,
              locale: b.locale ?? requestLocale(req),
              // The signature proves the wallet, so a wallet account needs no confirmation (decision 4).
              role: 'investor',
              meta_mask_address: address,
              ...signUpOrigin(req, b),
            },
            tx,
          ));
        // With a second factor the signature earns only the challenge of the second step (decision 67).
        if (await this.deps.twoFactor.isEnabled(user.id, tx)) return this.deps.twoFactor.challenge(user);
        await signIns.record(user.id, 'wallet', requestMeta(req), null, tx);
        return { user, session: await sessions.create(user.id, requestMeta(req), tx) };
      });
    try {
      return await signIn();
    } catch (err) {
      // Two first sign-ins of one wallet raced; the loser's transaction (and nonce) rolled back, so it signs in now.
      if (!isUniqueViolation(err, WALLET_ADDRESS_UNIQUE)) throw err;
      return signIn();
    }
  }

  /** Links a proven wallet to the caller's account; linking the same wallet again changes nothing. */
  async link(req: FastifyRequest, current: UserRow, b: z.output<typeof connectWalletBody>): Promise<UserRow> {
    const { db, users, prover } = this.deps;
    if (b.id !== current.id) throw forbidden();
    if (current.meta_mask_address) {
      if (current.meta_mask_address === b.metaMaskAddress.toLowerCase()) return current;
      throw conflict('wallet.alreadyLinked');
    }
    const wallet = await prover.check(req, b);
    try {
      const linked = await withTransaction(db, async (tx) => {
        await prover.consume(wallet, tx);
        return users.linkWallet(current.id, wallet.address.toLowerCase(), tx);
      });
      if (!linked) throw conflict('wallet.alreadyLinked');
      return linked;
    } catch (err) {
      if (isUniqueViolation(err, WALLET_ADDRESS_UNIQUE)) throw conflict('wallet.addressTaken');
      throw err;
    }
  }
}
