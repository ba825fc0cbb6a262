/**
 * The server renders a page from its path and PAGE_QUERY_PARAMS alone (decision 97): a page whose markup read
 * another query parameter would hydrate over markup rendered without it. Every parameter read from a URL's query
 * in the app's code is one of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_QUERY_PARAMS } from '@yc/contract';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('query parameters a page reads', () => {
  it('are the ones the server renders a page with', () => {
    const read = new Set<string>();
    for (const file of sources(SRC))
      for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(/\bsearch(?:Params)?\.get\(\s*['"]([^'"]+)['"]/g))
        read.add(name);
    // The scan finds the reads it is meant to find.
    expect(read).toContain('login');
    expect([...read].filter((name) => !(PAGE_QUERY_PARAMS as readonly string[]).includes(name))).toEqual([]);
  });
});
