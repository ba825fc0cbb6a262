/**
 * The accounts module's repositories and services, built once for every route plugin (decision 56): access tokens,
 * the session cache (shared through Redis when configured), users, sessions, one-time codes, wallet nonces, and the
 * password and wallet sign-in flows.
 */
import fp from 'fastify-plugin';
import { MemoryAttemptCounter, RedisAttemptCounter } from '../../lib/attempt-counter.ts';
import { AccountsService } from '../../modules/accounts/accounts.service.ts';
import { CodesRepository } from '../../modules/accounts/codes.repository.ts';
import { SessionCache } from '../../modules/accounts/session-cache.ts';
import { SessionsRepository } from '../../modules/accounts/sessions.repository.ts';
import { SignInsRepository } from '../../modules/accounts/sign-ins.repository.ts';
import { TokenService } from '../../modules/accounts/tokens.ts';
import { UsersRepository } from '../../modules/accounts/users.repository.ts';
import { SecretCipher } from '../../modules/two-factor/secret-cipher.ts';
import { TwoFactorService } from '../../modules/two-factor/two-factor.service.ts';
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
    /** TOTP second factor: enrolment, the second sign-in step, step-up, recovery codes (decision 67). */
    twoFactor: TwoFactorService;
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
    const twoFactor = new TwoFactorService({
      db,
      signIns,
      jwtSecret: config.jwtSecret,
      cipher: new SecretCipher(config.totpKey),
      users,
      sessions,
      invalidation: cache,
      audit: app.auditLog,
      attempts: app.redis ? new RedisAttemptCounter(app.redis, 'yc-totp-') : new MemoryAttemptCounter(),
    });
    app.decorate('twoFactor', twoFactor);
    app.decorate('tokens', tokens);
    app.decorate('sessionCache', cache);
    app.decorate('usersRepository', users);
    app.decorate('sessionsRepository', sessions);
    app.decorate('signIns', signIns);
    app.decorate(
      'accounts',
      new AccountsService({
        db,
        config,
        brands: app.brands,
        mailer,
        tokens,
        users,
        sessions,
        codes,
        prover,
        signIns,
        twoFactor,
      }),
    );
    app.decorate('walletAuth', new WalletAuthService({ db, users, sessions, nonces, prover, signIns, twoFactor }));
  },
  { name: 'accounts', dependencies: ['database', 'redis', 'mailer', 'chain', 'audit', 'brands'] },
);
