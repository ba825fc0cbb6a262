/**
 * Routes a contract endpoint: its schemas validate the request and serialize the
 * answer (or the handler answers JSON already checked against them, CheckedJson), feed the OpenAPI document, and its
 * `auth` level picks the guard.
 */
import { api, type Endpoint } from '@yc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { badRequest } from './app-error.ts';
import { CheckedJson } from './checked-json.ts';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export type ContractRequest<E extends Endpoint> = Omit<FastifyRequest, 'body' | 'query' | 'params'> & {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
};

export type ContractHandler<E extends Endpoint> = (
  req: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | CheckedJson>;

type Hooks = Pick<RouteShorthandOptions, 'preHandler' | 'onRequest' | 'onSend' | 'config' | 'bodyLimit'>;

/** An operation's id is its name in the contract's registry: unique, stable, and what a generated client calls. */
const operationIds = new Map<Endpoint, string>(Object.entries(api).map(([name, e]) => [e, name]));

function operationIdOf(e: Endpoint): string {
  const id = operationIds.get(e);
  if (!id) throw new Error(`${e.method} ${e.path} is not in the contract's api registry`);
  return id;
}

/** A preHandler for a call that takes no body: anything sent is refused rather than ignored. */
export async function refuseBody(req: FastifyRequest): Promise<void> {
  if (req.body !== undefined) throw badRequest('validation.invalid');
}

export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: ContractHandler<E>, hooks: Hooks = {}) {
  // Every operator call passes the second-factor check after the guard, so no console route can forget it.
  const guard =
    e.auth === 'none'
      ? []
      : e.auth === 'admin'
        ? [app.authenticate(e.auth), app.requireSecondFactor(e)]
        : [app.authenticate(e.auth)];
  const extraOnRequest = hooks.onRequest ? [hooks.onRequest].flat() : [];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: {
      operationId: operationIdOf(e),
      summary: e.summary,
      tags: [e.tag],
      // A public call says so with an empty list; the document declares no global default.
      security: e.auth === 'none' ? [] : [{ bearer: [] }],
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { [e.status ?? 200]: e.response },
    },
    ...hooks,
    onRequest: [...guard, ...extraOnRequest],
    handler: async (req, reply) => {
      const result = await handler(req as unknown as ContractRequest<E>, reply);
      reply.code(e.status ?? 200);
      if (!(result instanceof CheckedJson)) return result;
      // Checked when it was built (decision 95); a JSON string is sent as it is, past the serializer.
      if (result.endpoint !== e)
        throw new Error(`${e.method} ${e.path} answered ${result.endpoint.path}'s checked JSON`);
      reply.type('application/json; charset=utf-8');
      return result.json;
    },
  });
}
