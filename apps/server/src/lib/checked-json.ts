/**
 * An answer serialized ahead of its request (decision 95): checked against its endpoint's response schema and turned
 * into JSON by the same serializer the route would run, once, so a kept answer is sent as bytes without a zod parse
 * per call. `route` sends it only for the endpoint it was checked against.
 */
import type { Endpoint } from '@yc/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';

export class CheckedJson {
  private constructor(
    readonly endpoint: Endpoint,
    readonly json: string,
  ) {}

  static #serializers = new Map<Endpoint, (data: unknown) => string>();

  /** Throws, as the route's own serializer does, when `value` breaks the endpoint's response schema. */
  static of<E extends Endpoint>(e: E, value: z.input<E['response']>): CheckedJson {
    let serialize = CheckedJson.#serializers.get(e);
    if (!serialize) {
      serialize = serializerCompiler({
        schema: e.response,
        method: e.method,
        url: e.path,
        httpStatus: String(e.status ?? 200),
      });
      CheckedJson.#serializers.set(e, serialize);
    }
    return new CheckedJson(e, serialize(value));
  }
}
