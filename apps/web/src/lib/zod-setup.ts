/**
 * Imported first by main.tsx: zod otherwise probes `new Function` when the first
 * object schema is built, which the CSP forbids (and reports as a violation).
 */
import { config } from 'zod/mini';

config({ jitless: true });
