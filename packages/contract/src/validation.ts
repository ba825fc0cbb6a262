/**
 * Validation rules of spec §5 as regular expressions (served to the web at
 * GET /api/v1/system/regexp) and as zod field schemas whose messages are keys
 * of the message catalogue.
 */
import * as z from 'zod';
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

/** Control characters have no place in any text field. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

export const text = (max: number) =>
  z
    .string(msg('validation.required'))
    .trim()
    .max(max, msg('validation.maxLength'))
    .regex(PRINTABLE, msg('validation.invalid'));

export const requiredText = (max: number) => text(max).min(1, msg('validation.required'));

export const emailField = z
  .string(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(LIMITS.loginMax, msg('validation.maxLength'))
  .regex(PATTERNS.email, msg('validation.email'))
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string(msg('validation.required'))
  .min(1, msg('validation.required'))
  .max(PASSWORD_LENGTH.max, msg('validation.maxLength'))
  .regex(PATTERNS.password, msg('validation.password'));

/** A password on sign-in is checked only for size: old rules must not lock anyone out. */
export const anyPasswordField = z
  .string(msg('validation.required'))
  .min(1, msg('validation.required'))
  .max(128, msg('validation.maxLength'));

export const phoneField = z
  .string(msg('validation.required'))
  .trim()
  .max(LIMITS.phoneMax, msg('validation.maxLength'))
  .regex(PATTERNS.phone, msg('validation.phone'));

export const telegramField = z
  .string(msg('validation.required'))
  .trim()
  .max(LIMITS.telegramMax, msg('validation.maxLength'))
  .regex(PATTERNS.telegram, msg('validation.telegram'));

export const codeField = z.string(msg('validation.required')).trim().regex(PATTERNS.code, msg('validation.code'));

export const addressField = z
  .string(msg('validation.required'))
  .trim()
  .regex(PATTERNS.evmAddress, msg('validation.address'));
