/**
 * The OpenAPI document, generated from the contract schemas, and its UI at /api/docs.
 * OpenAPI 3.1 so zod's nullable fields come out as standard JSON Schema (a `null` type), not 3.0's `nullable`.
 * Every operation lists the error answers it can give, all with the one error schema; `redocly lint`
 * checks the result in apps/server/test/openapi-lint.test.ts.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorSchema } from '@yc/contract';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

/** The parts of the generated document this plugin reads and adds to. */
interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, unknown>;
}
interface Document {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const errorRef = { $ref: '#/components/schemas/ApiError' };
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
} as const;

function errorAnswer(description: string, headers?: typeof retryAfter) {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: errorRef } } };
}

/** Shared answers, referenced by status code from each operation. */
const errorResponses = {
  BadRequest: errorAnswer('The request is invalid; `details` names each field and why.'),
  Unauthorized: errorAnswer('No valid access token: sign in or refresh the session.'),
  Forbidden: errorAnswer('The account may not do this (its e-mail is not confirmed, or it is not the operator).'),
  NotFound: errorAnswer('Nothing exists at this path.'),
  TooManyRequests: errorAnswer('Too many requests: the message says when to try again.', retryAfter),
  OtherRefusal: errorAnswer('Another refusal (a conflict, a reused idempotency key, a limit): the message says why.'),
  ServerError: errorAnswer(
    'The server failed; 503 with Retry-After while a service it depends on is unavailable.',
    retryAfter,
  ),
};
const answer = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });

/** What can go wrong follows from what the operation takes and who may call it. */
function errorAnswersOf(path: string, op: Operation) {
  const takesInput = Boolean(op.requestBody || op.parameters?.length);
  const secured = (op.security?.length ?? 0) > 0;
  return {
    ...(takesInput ? { 400: answer('BadRequest') } : {}),
    ...(secured ? { 401: answer('Unauthorized'), 403: answer('Forbidden') } : {}),
    ...(path.includes('{') ? { 404: answer('NotFound') } : {}),
    429: answer('TooManyRequests'),
    '4XX': answer('OtherRefusal'),
    '5XX': answer('ServerError'),
  };
}

function addErrorAnswers(doc: Document) {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) op.responses = { ...op.responses, ...errorAnswersOf(path, op) };
    }
  }
  const { $schema: _, ...apiError } = z.toJSONSchema(errorSchema, { io: 'output' });
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ApiError: apiError },
    responses: { ...doc.components?.responses, ...errorResponses },
  };
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Yield Cabinet API',
          version: '1.0.0',
          description: 'Every error is JSON { statusCode, error, message, code }. Amounts are decimal strings.',
        },
        servers: [{ url: app.config.publicUrl }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) => {
        if (!('openapiObject' in document)) throw new Error('the API is described as OpenAPI, not Swagger 2');
        addErrorAnswers(document.openapiObject as Document);
        return document.openapiObject;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
