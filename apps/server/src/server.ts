/** Starts the API and web server: reads the configuration, migrates, seeds in dev mode, listens. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATOR_TOTP, enrolDemoOperator, seedDemo } from './db/seed.ts';
import { AnvilError } from './modules/chain/anvil.ts';
import { DevDeployError } from './modules/chain/dev-deploy.ts';
import { SecretCipher } from './modules/two-factor/secret-cipher.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config });
  } catch (err) {
    // The dev chain could not start: the message says what to do, a stack trace would bury it.
    if (err instanceof AnvilError || err instanceof DevDeployError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.devMode) {
    await seedDemo(app.db, app.chain.devChainId);
    await enrolDemoOperator(app.db, new SecretCipher(config.totpKey));
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
  const lines = [
    '',
    `  Yield Cabinet is running at ${url}`,
    `  API docs:  ${url}/api/docs`,
    `  Database:  ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
  ];
  if (config.devMode) {
    lines.push(`  Mailbox:   ${url}/dev/mailbox`);
    lines.push('  Demo accounts:');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(9)} ${a.login} / ${a.password}`);
    lines.push(`  Demo operator's authenticator (TOTP) secret: ${DEMO_OPERATOR_TOTP.secret}`);
    lines.push(`    add it to an authenticator app, or open: ${DEMO_OPERATOR_TOTP.uri}`);
    const dev = app.chain.dev;
    if (dev) {
      lines.push(`  Dev chain: ${dev.rpcUrl} (chain ${app.chain.devChainId})`);
      lines.push(`  Dev tokens: ${dev.tokens.map((t) => `${t.symbol} ${t.address}`).join(', ')}`);
      lines.push("  Demo wallets (anvil's well-known keys: public test keys, never use them on a real network):");
      for (const w of dev.demoWallets) {
        const note = w.address === dev.walletAccount ? '  (the dev wallet in the browser)' : '';
        lines.push(`    ${w.address}  key ${w.privateKey}${note}`);
      }
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
