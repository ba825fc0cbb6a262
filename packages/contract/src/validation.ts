/**
 * Validation rules of docs/product.md §5 as regular expressions (served to the web at
 * GET /api/v1/system/regexp) and as zod field schemas whose messages are keys
 * of the message catalogue.
 */
import * as z from 'zod/mini';
import { LIMITS, ONE_TIME_CODE, PASSWORD_LENGTH } from './constants.ts';
import type { MessageKey } from './messages.ts';

export interface PatternSource {
  pattern: string;
  flags: string;
}

const source = (re: RegExp): PatternSource => ({ pattern: re.source, flags: re.flags });

export const PATTERNS = {
  /** 6–20 characters, an uppercase, a lowercase and one of # ? ! @ $ % ^ & * - */
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*[#?!@$%^&*-])[^\s]{6,20}$/,
  /** The HTML living standard's e-mail rule, with a dot required in the domain. */
  email:
    /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/,
  /** International number: optional +, 7–15 digits, spaces, dashes and brackets between. */
  phone: /^\+?(?:[0-9][ ()-]?){6,14}[0-9]$/,
  /** Telegram handle: @ and 5–32 letters, digits or underscores. */
  telegram: /^@[A-Za-z0-9_]{5,32}$/,
  code: new RegExp(`^[0-9]{${ONE_TIME_CODE.length}}$`),
  evmAddress: /^0x[0-9a-fA-F]{40}$/,
  txHash: /^0x[0-9a-fA-F]{64}$/,
} as const;

export type PatternName = keyof typeof PATTERNS;

export const patternSources = (): Record<PatternName, PatternSource> =>
  Object.fromEntries(Object.entries(PATTERNS).map(([name, re]) => [name, source(re)])) as Record<
    PatternName,
    PatternSource
  >;

const msg = (key: MessageKey) => ({ error: key });

/**
 * Control characters (C0, DEL, C1) and lone surrogates have no place in any text: PostgreSQL refuses NUL, and the
 * rest hide or garble what a reader sees. Multi-line texts keep tab, line feed and carriage return.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u;
const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
/**
 * Format characters are invisible: bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder what a reader
 * sees, zero-width spaces and joiners (U+200B–U+200D, U+2060, U+FEFF) make two names look alike. Texts shown to
 * other people refuse them.
 */
export const INVISIBLE_CHARACTERS = /\p{Cf}/u;

const without = (re: RegExp) => (value: string) => !re.test(value);

/** The base of every string field of a request: a string without control characters (docs/decisions.md 44). */
export const plainString = () =>
  z
    .string(msg('validation.required'))
    .check(z.refine(without(CONTROL_CHARACTERS), { ...msg('validation.controlCharacters'), abort: true }));

/** A single-line text, trimmed. */
export const text = (max: number) => plainString().check(z.trim(), z.maxLength(max, msg('validation.maxLength')));

export const requiredText = (max: number) => text(max).check(z.minLength(1, msg('validation.required')));

/** A single-line text other people read (a name, a title): no invisible formatting characters either. */
export const displayText = (max: number) =>
  text(max).check(z.refine(without(INVISIBLE_CHARACTERS), msg('validation.invisibleCharacters')));

export const requiredDisplayText = (max: number) => displayText(max).check(z.minLength(1, msg('validation.required')));

/** The base of a multi-line string field: tabs and line breaks, no other control character. */
export const multilineString = () =>
  z
    .string(msg('validation.required'))
    .check(z.refine(without(CONTROL_CHARACTERS_BUT_LINES), { ...msg('validation.controlCharacters'), abort: true }));

/** A text of several lines other people read (Markdown): tabs and line breaks, nothing else invisible. */
export const multilineDisplayText = (max: number) =>
  multilineString().check(
    z.refine(without(INVISIBLE_CHARACTERS), msg('validation.invisibleCharacters')),
    z.trim(),
    z.minLength(1, msg('validation.required')),
    z.maxLength(max, msg('validation.maxLength')),
  );

export const emailField = z.pipe(
  plainString().check(
    z.trim(),
    z.minLength(1, msg('validation.required')),
    z.maxLength(LIMITS.loginMax, msg('validation.maxLength')),
    z.regex(PATTERNS.email, msg('validation.email')),
  ),
  z.transform((value) => value.toLowerCase()),
);

export const passwordField = plainString().check(
  z.minLength(1, msg('validation.required')),
  z.maxLength(PASSWORD_LENGTH.max, msg('validation.maxLength')),
  z.regex(PATTERNS.password, msg('validation.password')),
);

/** A password on sign-in is checked only for size: old rules must not lock anyone out. */
export const anyPasswordField = plainString().check(
  z.minLength(1, msg('validation.required')),
  z.maxLength(128, msg('validation.maxLength')),
);

export const phoneField = plainString().check(
  z.trim(),
  z.maxLength(LIMITS.phoneMax, msg('validation.maxLength')),
  z.regex(PATTERNS.phone, msg('validation.phone')),
);

export const telegramField = plainString().check(
  z.trim(),
  z.maxLength(LIMITS.telegramMax, msg('validation.maxLength')),
  z.regex(PATTERNS.telegram, msg('validation.telegram')),
);

export const codeField = plainString().check(z.trim(), z.regex(PATTERNS.code, msg('validation.code')));

export const addressField = plainString().check(z.trim(), z.regex(PATTERNS.evmAddress, msg('validation.address')));
