/**
 * `zod/mini` as the web's modules and the contract's see it (vite.config.ts resolves the name here): configured before
 * any module builds a schema, whichever page loads zod first (decision 101). Without `jitless`, zod probes
 * `new Function` when the first object schema is built, which the CSP forbids (and reports as a violation).
 */
import { config } from 'zod/v4/mini';

config({ jitless: true });

export * from 'zod/v4/mini';
