/**
 * How a zod issue reads as a catalogue message, shared by the server's 400 answers
 * and the web's form errors so both say the same thing. The caller says which messages
 * exist: the server from the catalogue, the web from the language it loaded, so a page
 * never carries the English catalogue for this (decision 88).
 */
import { config, locales } from 'zod/mini';
import type { MessageParams } from './messages.ts';
import type { MessageKey } from './messages-en.ts';

// zod/mini has no messages of its own ("Invalid input"); this reads the English ones, as classic zod set them
// (decision 94).
config(locales.en());

/** The parts of a zod issue this needs; the server's validation items carry the same. */
export interface IssueLike {
  code: string;
  message: string;
  path: ReadonlyArray<PropertyKey>;
  maximum?: number | bigint;
  origin?: string;
  keys?: string[];
}

export function describeIssue(
  issue: IssueLike,
  isMessageKey: (value: string) => value is MessageKey,
  fallbackField = 'body',
): { code: MessageKey; params: MessageParams } {
  const field = String(issue.path.at(-1) ?? fallbackField);
  if (issue.code === 'unrecognized_keys')
    return { code: 'validation.unknownField', params: { field: issue.keys?.join(', ') ?? '' } };
  // zod reports a missing value as invalid_type "received undefined" unless the schema names its own message.
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return { code: 'validation.required', params: {} };
  if (issue.code === 'too_big' && (issue.origin === 'string' || issue.origin === 'array')) {
    return { code: 'validation.maxLength', params: { max: String(issue.maximum) } };
  }
  if (isMessageKey(issue.message) && issue.message.startsWith('validation.'))
    return { code: issue.message, params: { field } };
  return { code: 'validation.invalid', params: { field } };
}
