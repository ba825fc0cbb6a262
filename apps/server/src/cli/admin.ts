/**
 * Operator accounts: `npm run admin -- create --login EMAIL [--password P]` asks for the password on a terminal,
 * otherwise generates one and prints it once; the operator sets up two-factor sign-in at the first sign-in.
 * `npm run admin -- reset-2fa --login EMAIL` removes an operator's second factor (a lost authenticator).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailField, passwordField } from '@yc/contract';
import { loadConfig } from '../config.ts';
import { openConfigured } from '../db/database.ts';
import { createOperator } from '../modules/accounts/operators.ts';
import { resetSecondFactor } from '../modules/two-factor/reset.ts';

const usage =
  'usage: npm run admin -- create --login EMAIL [--password PASSWORD]\n       npm run admin -- reset-2fa --login EMAIL';

async function ask(question: string): Promise<string> {
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: echo nothing back while the password is entered.
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  const answer = rl.question(question);
  output._writeToOutput = () => {};
  const value = await answer;
  rl.close();
  process.stdout.write('\n');
  return value;
}

/** A password that satisfies docs/product.md §5: 20 characters with every required class. */
function generatePassword(): string {
  const body = randomBytes(24).toString('base64url').replace(/[-_]/g, '').slice(0, 16);
  return `${body}aZ#9`;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { login: { type: 'string' }, password: { type: 'string' } },
  });
  const command = positionals[0];
  if ((command !== 'create' && command !== 'reset-2fa') || !values.login) {
    console.error(usage);
    process.exit(2);
  }
  const login = emailField.safeParse(values.login);
  if (!login.success) {
    console.error(`--login must be an e-mail address\n${usage}`);
    process.exit(2);
  }
  if (command === 'reset-2fa') return resetTwoFactor(login.data);
  let password = values.password;
  let generated = false;
  if (!password && process.stdin.isTTY) password = await ask('Password (empty to generate): ');
  if (!password) {
    password = generatePassword();
    generated = true;
  }
  if (!passwordField.safeParse(password).success) {
    console.error(
      'The password needs 6 to 20 characters with an uppercase, a lowercase and one of # ? ! @ $ % ^ & * -',
    );
    process.exit(2);
  }

  const config = loadConfig();
  const handle = await openConfigured(config, 1);
  try {
    const operator = await createOperator(handle.db, login.data, password);
    console.log(`Operator account ${operator.login} (${operator.id}) has the role admin.`);
    if (generated) console.log(`Generated password: ${password}`);
  } finally {
    await handle.close();
  }
}

async function resetTwoFactor(login: string) {
  const handle = await openConfigured(loadConfig(), 1);
  try {
    const user = await handle.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('login', '=', login)
      .executeTakeFirst();
    if (user?.role !== 'admin') {
      console.error(`No operator account has the login ${login}`);
      process.exitCode = 1;
      return;
    }
    const had = await resetSecondFactor(handle.db, user.id);
    console.log(
      had
        ? `Two-factor sign-in of ${login} is reset; every session ended. The next sign-in sets it up again.`
        : `${login} had no two-factor sign-in; every session ended.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
