/**
 * The pool data route's answers, kept serialized per pool, fiat, locale and user (decision 95). An answer is built
 * from the pool settings, the ledger's figures and the prices (decisions 87, 89), so it changes only when one of
 * their config bus versions moves (`pools`, `ledger`, `prices`: their listeners call `forget`, here at once, on
 * another instance at its version check), when the UTC day turns (a scheduled APY) or when one of its prices turns
 * stale with age (`freshUntil`): the day is its stamp, the age is checked on every call. Kept as JSON checked against
 * the contract when built, it is sent without a zod parse per call.
 */
import { type AnyPool, api, type LocaleCode, type PoolData, utcDay } from '@yc/contract';
import { CheckedJson } from '../../lib/checked-json.ts';
import { KeptReads } from '../../lib/kept-reads.ts';

/** Answers kept at most, about 1 kB each (the stable pool's is 812 bytes): past it the oldest are built again when asked. */
const ANSWERS_KEPT = 10_000;

interface Answer {
  checked: CheckedJson;
  freshUntil: number;
}

export type BuildAnswer = () => Promise<{ data: PoolData; freshUntil: number }>;

export class PoolAnswers {
  readonly #answers: KeptReads<Answer>;

  constructor(
    limit = ANSWERS_KEPT,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#answers = new KeptReads<Answer>(limit);
  }

  async get(pool: AnyPool, fiat: string, locale: LocaleCode, userId: string, build: BuildAnswer): Promise<CheckedJson> {
    const key = `${pool}/${fiat}/${locale}/${userId}`;
    const read = async (): Promise<Answer> => {
      const { data, freshUntil } = await build();
      return { checked: CheckedJson.of(api.poolData, data), freshUntil };
    };
    const now = this.now();
    const stamp = utcDay(now);
    const kept = this.#answers.get(key, stamp, read);
    const answer = await kept;
    if (now.getTime() <= answer.freshUntil) return answer.checked;
    this.#answers.drop(key, kept);
    return (await this.#answers.get(key, stamp, read)).checked;
  }

  forget(): void {
    this.#answers.forget();
  }
}
