/**
 * Dev mode only: the dev wallet signs with anvil account 1, whose key everybody knows.
 * It answers the few calls a dapp needs to connect, sign in (personal_sign) and send;
 * nothing that signs arbitrary data (eth_sign, typed data) and nothing from other accounts.
 */
import { type DEV_WALLET_METHODS, PATTERNS } from '@yc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { BaseError, createWalletClient, custom, type Hex, type PublicClient, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod/mini';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { DEV_WALLET_ACCOUNT } from './dev-accounts.ts';

const address = z.string().check(z.regex(PATTERNS.evmAddress));
// 64 KiB of message or calldata is far more than any call of this app.
const bytes = z.string().check(z.maxLength(2 + 2 * 65_536), z.regex(/^0x([0-9a-fA-F]{2})*$/));
const quantity = z.string().check(z.regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/));

const personalSignParams = z.tuple([bytes, address]);
const sendTransactionParams = z.tuple([
  z.strictObject({
    from: address,
    to: address,
    value: z.optional(quantity),
    data: z.optional(bytes),
    gas: z.optional(quantity),
    gasPrice: z.optional(quantity),
    maxFeePerGas: z.optional(quantity),
    maxPriorityFeePerGas: z.optional(quantity),
  }),
]);
const switchChainParams = z.tuple([z.strictObject({ chainId: quantity })]);

function parse<T extends z.ZodMiniType>(schema: T, params: unknown[]): z.output<T> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw badRequest('http.badRequest');
  return parsed.data;
}

type DevWalletMethod = (typeof DEV_WALLET_METHODS)[number];

const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v));

export class DevWallet {
  readonly #account = privateKeyToAccount(DEV_WALLET_ACCOUNT.privateKey);
  readonly #wallet;
  readonly #chainId: number;
  readonly #log: FastifyBaseLogger;
  /** Sends one at a time, so two quick sends never pick the same nonce. */
  #sending: Promise<unknown> = Promise.resolve();

  constructor(client: PublicClient, chainId: number, log: FastifyBaseLogger) {
    this.#chainId = chainId;
    this.#log = log;
    // Signs here with the local key; everything else goes through the dev chain's own client.
    this.#wallet = createWalletClient({ account: this.#account, transport: custom(client) });
  }

  async handle(method: DevWalletMethod, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [this.#account.address];
      case 'eth_chainId':
        return toHex(this.#chainId);
      case 'personal_sign': {
        const [message, signer] = parse(personalSignParams, params);
        this.#assertOwn(signer);
        return this.#account.signMessage({ message: { raw: message as Hex } });
      }
      case 'eth_sendTransaction': {
        const [tx] = parse(sendTransactionParams, params);
        this.#assertOwn(tx.from);
        if (tx.gasPrice !== undefined && (tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined)) {
          throw badRequest('http.badRequest');
        }
        const send = this.#sending.then(() => this.#send(tx));
        this.#sending = send.catch(() => {});
        return send;
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = parse(switchChainParams, params);
        // The dev wallet knows only the dev chain; 400 with this code is the provider's 4902.
        if (Number(chainId) !== this.#chainId) throw badRequest('wallet.chainNotSupported');
        return null;
      }
    }
  }

  #assertOwn(from: string) {
    if (from.toLowerCase() !== this.#account.address.toLowerCase()) throw new AppError(403, 'wallet.notValid');
  }

  async #send(tx: z.output<typeof sendTransactionParams>[0]): Promise<Hex> {
    const fees =
      tx.gasPrice !== undefined
        ? { gasPrice: BigInt(tx.gasPrice) }
        : { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) };
    try {
      return await this.#wallet.sendTransaction({
        to: tx.to as Hex,
        value: big(tx.value),
        data: tx.data as Hex | undefined,
        gas: big(tx.gas),
        ...fees,
        chain: null,
      });
    } catch (err) {
      // A revert, too little ETH, a bad fee: the caller's transaction, not our failure.
      this.#log.warn({ reason: err instanceof BaseError ? err.shortMessage : String(err) }, 'dev wallet send refused');
      throw badRequest('http.badRequest');
    }
  }
}
