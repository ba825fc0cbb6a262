/** Every visible string exists in both languages: the catalogues have the same keys, none empty. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const flatten = (o: Record<string, unknown>, prefix = ''): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object'
        ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        : [[`${prefix}${k}`, v]],
    ),
  );
const load = (lang: string, file: string) => flatten(JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')));

describe('translation catalogues', () => {
  const files = readdirSync(path.join(dir, 'en')).sort();

  it('has the same namespaces in both languages', () => {
    expect(readdirSync(path.join(dir, 'ru')).sort()).toEqual(files);
  });

  it.each(files)('%s has the same keys in en and ru, and no empty text', (file) => {
    const en = load('en', file);
    const ru = load('ru', file);
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of [...Object.entries(en), ...Object.entries(ru)]) {
      expect(typeof value === 'string' && value.trim().length > 0, `${file}: ${key}`).toBe(true);
    }
  });

  it.each(files)('%s keeps the same placeholders in both languages', (file) => {
    const en = load('en', file);
    const ru = load('ru', file);
    const holes = (s: unknown) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en)) expect(holes(ru[key]), `${file}: ${key}`).toEqual(holes(en[key]));
  });
});
