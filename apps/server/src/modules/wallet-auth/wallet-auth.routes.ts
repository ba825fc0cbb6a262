/** Wallet sign-in and linking with Sign-In with Ethereum: nonce, login-v2, connect-mm (spec §4, §7; design §3). */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, withTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { sessionReplies } from '../accounts/session-reply.ts';
import { SessionsRepository } from '../accounts/sessions.repository.ts';
import { signUpOrigin } from '../accounts/sign-up-origin.ts';
import { toUser } from '../accounts/user-dto.ts';
import { UsersRepository } from '../accounts/users.repository.ts';
import { NoncesRepository } from './nonces.repository.ts';
import { WALLET_ADDRESS_UNIQUE, walletProver } from './wallet-prover.ts';

export default async function walletAuthRoutes(app: FastifyInstance) {
  const { db } = app;
  const users = new UsersRepository(db, app.sessionCache);
  const sessions = new SessionsRepository(db, app.sessionCache);
  const nonces = new NoncesRepository(db);
  const replies = sessionReplies(app);
  const prove = walletProver(app, nonces);

  route(
    app,
    api.walletNonce,
    async () => {
      const { nonce, expiresAt } = await nonces.issue();
      return { nonce, expiresAt: expiresAt.toISOString() };
    },
    app.authLimits(),
  );

  route(
    app,
    api.loginV2,
    async (req, reply) => {
      const b = req.body;
      const wallet = await prove.check(req, b);
      const address = wallet.address.toLowerCase();
      const signIn = () =>
        withTransaction(db, async (tx) => {
          await prove.consume(wallet, tx);
          const user: UserRow =
            (await users.findByWallet(address, tx)) ??
            (await users.create(
              {
                login: null,
                email: null,
                name: null,
                locale: b.locale ?? requestLocale(req),
                // The signature proves the wallet, so a wallet account needs no confirmation (design §5).
                role: 'investor',
                meta_mask_address: address,
                ...signUpOrigin(req, b),
              },
              tx,
            ));
          return { user, session: await sessions.create(user.id, replies.meta(req), tx) };
        });
      let result: Awaited<ReturnType<typeof signIn>>;
      try {
        result = await signIn();
      } catch (err) {
        // Two first sign-ins of one wallet raced; the loser's transaction (and nonce) rolled back, so it signs in now.
        if (!isUniqueViolation(err, WALLET_ADDRESS_UNIQUE)) throw err;
        result = await signIn();
      }
      return replies.send(reply, result.user, result.session.sessionId, result.session.refreshToken);
    },
    app.signInLimits(),
  );

  route(
    app,
    api.connectWallet,
    async (req) => {
      const current = req.auth!.user;
      const b = req.body;
      if (b.id !== current.id) throw forbidden();
      if (current.meta_mask_address) {
        if (current.meta_mask_address === b.metaMaskAddress.toLowerCase()) return { user: toUser(current) };
        throw conflict('wallet.alreadyLinked');
      }
      const wallet = await prove.check(req, b);
      try {
        const linked = await withTransaction(db, async (tx) => {
          await prove.consume(wallet, tx);
          return users.linkWallet(current.id, wallet.address.toLowerCase(), tx);
        });
        if (!linked) throw conflict('wallet.alreadyLinked');
        return { user: toUser(linked) };
      } catch (err) {
        if (isUniqueViolation(err, WALLET_ADDRESS_UNIQUE)) throw conflict('wallet.addressTaken');
        throw err;
      }
    },
    app.authLimits(),
  );
}
