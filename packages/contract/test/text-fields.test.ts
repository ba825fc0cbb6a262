/** Text fields refuse control characters, and texts shown to others refuse invisible formatting characters. */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { loginBody, registerBody, updateUserBody } from '../src/auth.ts';
import { createProposalBody } from '../src/dao.ts';
import { displayText, multilineDisplayText, multilineString, plainString, text } from '../src/validation.ts';

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u001b', '\u007f', '\u0085', '\u009b', '\ud800'];
const LINE_BREAKS = ['\n', '\t', '\r'];
const INVISIBLES = ['\u202e', '\u202a', '\u2066', '\u2069', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u200f'];

const codes = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('control characters', () => {
  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))('every text refuses %s', (_name, c) => {
    for (const schema of [plainString(), text(50), displayText(50), multilineString(), multilineDisplayText(50)]) {
      expect(codes(schema, `a${c}b`)).toEqual(['validation.controlCharacters']);
    }
  });

  it.each(LINE_BREAKS.map((c) => [JSON.stringify(c), c]))(
    'single-line texts refuse %s, multi-line ones keep it',
    (_name, c) => {
      for (const schema of [plainString(), text(50), displayText(50)]) {
        expect(codes(schema, `a${c}b`)).toEqual(['validation.controlCharacters']);
        // Also at the ends, where trimming would otherwise hide it.
        expect(codes(schema, `ab${c}`)).toEqual(['validation.controlCharacters']);
      }
      expect(multilineString().parse(`a${c}b`)).toBe(`a${c}b`);
      expect(multilineDisplayText(50).parse(`a${c}b`)).toBe(`a${c}b`);
    },
  );

  it('refuses NUL in the sign-in login before it reaches the database', () => {
    const result = loginBody.safeParse({ login: 'a\u0000@b.co', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['login'], message: 'validation.controlCharacters' }),
    ]);
  });
});

describe('invisible formatting characters', () => {
  it.each(INVISIBLES.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase()}`, c]))(
    'display texts refuse %s',
    (_name, c) => {
      expect(codes(displayText(50), `Ann${c}a`)).toEqual(['validation.invisibleCharacters']);
      expect(codes(multilineDisplayText(50), `Ann${c}a`)).toEqual(['validation.invisibleCharacters']);
    },
  );

  it('display texts keep letters of any script, punctuation and emoji', () => {
    for (const name of ['Анна-Мария', "O'Neil", 'محمد', '李小龍', 'José 😀']) {
      expect(displayText(50).parse(name)).toBe(name);
    }
  });

  it('names and proposals refuse a right-to-left override and a zero-width space', () => {
    expect(codes(registerBody, { login: 'a@b.co', password: 'Secret#123', name: 'evil\u202Egnp.exe' })).toEqual([
      'validation.invisibleCharacters',
    ]);
    expect(codes(updateUserBody, { name: 'ad\u200Bmin' })).toEqual(['validation.invisibleCharacters']);
    const proposal = {
      title: 'Raise the fee',
      description: 'Line one\nline two',
      options: ['Yes', 'No'],
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-02T00:00:00Z',
    };
    expect(createProposalBody.safeParse(proposal).success).toBe(true);
    expect(codes(createProposalBody, { ...proposal, title: 'Raise\u2066 the fee' })).toEqual([
      'validation.invisibleCharacters',
    ]);
    expect(codes(createProposalBody, { ...proposal, options: ['Yes', 'N\u200Do'] })).toEqual([
      'validation.invisibleCharacters',
    ]);
  });
});
