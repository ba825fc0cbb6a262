/**
 * Every message the API may answer with, and the spec's validation and error
 * texts (docs/product.md §5, §8), in both languages. Schemas and errors carry the key;
 * the server answers in the caller's language and the web translates the same keys.
 */
import type { LocaleCode } from './constants.ts';
import { en, type MessageKey } from './messages-en.ts';
import { ru } from './messages-ru.ts';

export { isMessageKey, type MessageKey } from './messages-en.ts';

export const messages: Record<LocaleCode, Record<MessageKey, string>> = { en, ru };

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders stay as written. */
export function translate(locale: LocaleCode, key: MessageKey, params: MessageParams = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
