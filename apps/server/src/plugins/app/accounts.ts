/**
 * The accounts module's repositories and services, built once for every route plugin (decision 56): access tokens,
 * the session cache (shared through Redis when configured), users, sessions, one-time codes, wallet nonces, and the
 * password and wallet sign-in flows.
 */
import fp from 'fastify-plugin';
import { AccountsService } from '../../modules/accounts/accounts.service.ts';
import { CodesRepository } from '../../modules/accounts/codes.repository.ts';
import { SessionCache } from '../../modules/accounts/session-cache.ts';
import { SessionsRepository } from '../../modules/accounts/sessions.repository.ts';
import { SignInsRepository } from '../../modules/accounts/sign-ins.repository.ts';
import { TokenService } from '../../modules/accounts/tokens.ts';
import { UsersRepository } from '../../modules/accounts/users.repository.ts';
import { NoncesRepository } from '../../modules/wallet-auth/nonces.repository.ts';
import { WalletAuthService } from '../../modules/wallet-auth/wallet-auth.service.ts';
import { walletProver } from '../../modules/wallet-auth/wallet-prover.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessionCache: SessionCache;
    usersRepository: UsersRepository;
    sessionsRepository: SessionsRepository;
    /** Every sign-in attempt of a known account (decision 75). */
    signIns: SignInsRepository;
    /** Sign-up, sign-in, refresh, sign-out, profile, password change, confirmation and recovery by code. */
    accounts: AccountsService;
    /** Wallet nonce, sign-in and linking. */
    walletAuth: WalletAuthService;
  }
}

export default fp(
  async (app) => {
    const { db, config, mailer } = app;
    const tokens = new TokenService(config.jwtSecret, config.publicUrl);
    const cache = new SessionCache();
    if (app.redis) await cache.connect(app.redis, app.log);
    app.addHook('onClose', () => cache.close());
    const users = new UsersRepository(db, cache);
    const sessions = new SessionsRepository(db, cache);
    const nonces = new NoncesRepository(db);
    const prover = walletProver(app, nonces);
    const codes = new CodesRepository(db, config.jwtSecret);
    const signIns = new SignInsRepository(db);
    app.decorate('tokens', tokens);
    app.decorate('sessionCache', cache);
    app.decorate('usersRepository', users);
    app.decorate('sessionsRepository', sessions);
    app.decorate('signIns', signIns);
    app.decorate('accounts', new AccountsService({ db, config, mailer, tokens, users, sessions, codes, prover, signIns }));
    app.decorate('walletAuth', new WalletAuthService({ db, users, sessions, nonces, prover, signIns }));
  },
  { name: 'accounts', dependencies: ['database', 'redis', 'mailer', 'chain'] },
);
