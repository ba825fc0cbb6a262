/**
 * Every reference in the repository points at a document in it, at a section that exists (decision 64). Scanned:
 * every tracked text file (`git ls-files`), code, docs and README alike. The formats:
 * - outside the repository, always refused: `spec §…`, `design §…`, `../shared/`, `spec.md`, `design.md`;
 * - a document: `docs/<name>.md` must be a tracked file;
 * - a section: `docs/<name>.md §N` (more as `§3, §7`, `§2 and §4`, `§2–§3`) needs a heading `## N.` in that file;
 *   inside `docs/<name>.md` a bare `§N` means a section of that file; anywhere else a bare `§` is refused, since it
 *   names no document;
 * - a decision: `decision N`, `decision FN` (the foundations), `decisions 28–31, 51`, `docs/decisions.md 29` or
 *   `decisions.md #29` needs a heading `## N.` (`## FN.`) in docs/decisions.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const self = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');
const DECISIONS = 'docs/decisions.md';

/** An item of a list: `§3`, `3`, `#3` or `F3`. */
const ITEM = String.raw`(?:§\s*|#)?F?\d+`;
/** Items joined by commas, "and", "or" or a range dash. */
const LIST = String.raw`${ITEM}(?:\s*(?:,|\band\b|\bor\b|–|-)\s*${ITEM})*`;
const OUTSIDE_SECTIONS = new RegExp(String.raw`\b(?:spec|design)\s*(§\s*${LIST})`, 'gi');
const OUTSIDE_FILES = [/\.\.\/shared\//g, /\b(?:spec|design)\.md\b/gi];
const DOC_SECTIONS = new RegExp(String.raw`(?<![\w/.-])(?:docs/)?([\w-]+\.md)\s*(§\s*${LIST})`, 'g');
/** Decision entries: `29`, `#29` or `F4`, joined as section lists are. */
const ENTRIES = String.raw`#?F?\d+(?:\s*(?:,|\band\b|\bor\b|–|-)\s*#?F?\d+)*`;
const DECISIONS_FILE_ITEMS = new RegExp(String.raw`(?<![\w/.-])(?:docs/)?decisions\.md\s+(${ENTRIES})`, 'g');
const DECISION_ITEMS = new RegExp(String.raw`\bdecisions?\s+(${ENTRIES})`, 'gi');
const DOC_FILE = /(?<![\w/.-])docs\/[\w-]+\.md\b/g;
const SECTION_SIGN = /§/g;

type Docs = ReadonlyMap<string, ReadonlySet<string>>;

/** The section ids of a Markdown document: `## 3. Title` gives "3", `## F4. Title` gives "F4". */
function headingIds(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,3} (F?\d+)\.\s/gm)].map((m) => m[1] as string));
}

const itemsOf = (list: string) => [...list.matchAll(/F?\d+/g)].map((m) => m[0]);

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** What is wrong with the references in one file, as "file:line: problem" lines. */
function problemsIn(file: string, text: string, docs: Docs): string[] {
  const problems: string[] = [];
  const report = (index: number, problem: string) => problems.push(`${file}:${lineOf(text, index)}: ${problem}`);
  const consumed = new Set<number>();

  const consume = (m: RegExpMatchArray & { index: number }, list: string) => {
    const start = m.index + m[0].length - list.length;
    for (const s of list.matchAll(SECTION_SIGN)) consumed.add(start + s.index);
  };
  for (const m of text.matchAll(OUTSIDE_SECTIONS)) {
    consume(m, m[1] as string);
    report(m.index, `"${m[0]}" points outside the repository`);
  }
  for (const re of OUTSIDE_FILES) {
    for (const m of text.matchAll(re)) report(m.index, `"${m[0]}" points outside the repository`);
  }
  for (const m of text.matchAll(DOC_FILE)) {
    if (!docs.has(m[0])) report(m.index, `${m[0]} is not a document of the repository`);
  }
  for (const m of text.matchAll(DOC_SECTIONS)) {
    const [whole, name, list] = m as unknown as [string, string, string];
    consume(m, list);
    if (/^(?:spec|design)\.md$/i.test(name)) continue;
    const doc = `docs/${name}`;
    const ids = docs.get(doc);
    if (!ids) {
      report(m.index, `${whole}: docs/${name} is not a document of the repository`);
      continue;
    }
    for (const id of itemsOf(list)) if (!ids.has(id)) report(m.index, `${doc} has no section §${id}`);
  }
  const decisions = docs.get(DECISIONS) ?? new Set<string>();
  for (const re of [DECISIONS_FILE_ITEMS, DECISION_ITEMS]) {
    for (const m of text.matchAll(re)) {
      for (const id of itemsOf(m[1] as string)) {
        if (!decisions.has(id)) report(m.index, `"${m[0]}": ${DECISIONS} has no entry ${id}`);
      }
    }
  }
  const own = docs.get(file);
  for (const m of text.matchAll(SECTION_SIGN)) {
    if (consumed.has(m.index)) continue;
    const id = /^§\s*(F?\d+)/.exec(text.slice(m.index))?.[1];
    if (own) {
      if (id && !own.has(id)) report(m.index, `${file} has no section §${id}`);
    } else {
      report(m.index, `a bare "§${id ?? ''}" names no document: write docs/<name>.md §N`);
    }
  }
  return problems;
}

function trackedTextFiles(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((f) => f && f !== self);
  const texts = new Map<string, string>();
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      continue; // Deleted in the working tree but still in the index.
    }
    if (!bytes.subarray(0, 8000).includes(0)) texts.set(file, bytes.toString('utf8'));
  }
  return texts;
}

const docsOf = (texts: ReadonlyMap<string, string>): Docs =>
  new Map(
    [...texts]
      .filter(([file]) => /^docs\/[\w-]+\.md$/.test(file))
      .map(([file, text]) => [file, headingIds(text)] as const),
  );

describe('references to documents', () => {
  const docs: Docs = new Map([
    ['docs/product.md', new Set(['1', '2', '3', '9'])],
    ['docs/decisions.md', new Set(['F4', '28', '29', '30', '31', '51'])],
    ['docs/operations.md', new Set<string>()],
  ]);
  const check = (text: string, file = 'src/x.ts') => problemsIn(file, text, docs);

  it('refuses every reference to a document outside the repository', () => {
    for (const text of ['// spec §3', '/* Design §4 */', 'see ../shared/notes.txt', 'read spec.md', 'design.md']) {
      expect(check(text), text).toHaveLength(1);
    }
    expect(check('(spec §3, §7; design §4)')).toHaveLength(2);
  });

  it('accepts sections and decisions that exist, in every list form', () => {
    for (const text of [
      '// docs/product.md §3',
      '(docs/product.md §1, §2 and §9; decision F4)',
      'docs/product.md §2–§3, docs/operations.md',
      'decisions 28–31, 51 and decision 29',
      '(docs/decisions.md 29, 51)',
      'decisions.md #30',
      'Decision: the spec says so; Numbers 38 and 39 are unused',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it('refuses a missing document, section or decision', () => {
    expect(check('docs/product.md §4')).toEqual(['src/x.ts:1: docs/product.md has no section §4']);
    expect(check('docs/product.md §3, §7')).toEqual(['src/x.ts:1: docs/product.md has no section §7']);
    expect(check('see docs/notes.md')).toEqual(['src/x.ts:1: docs/notes.md is not a document of the repository']);
    expect(check('architecture.md §2')).toHaveLength(1);
    expect(check('\n\n(decision 38)')).toEqual(['src/x.ts:3: "decision 38": docs/decisions.md has no entry 38']);
    expect(check('decision F9')).toHaveLength(1);
    expect(check('docs/decisions.md 27')).toHaveLength(1);
  });

  it('reads a bare § as a section of the document it is in, and refuses it elsewhere', () => {
    expect(check('as §9 says', 'docs/product.md')).toEqual([]);
    expect(check('as §4 says', 'docs/product.md')).toEqual(['docs/product.md:1: docs/product.md has no section §4']);
    expect(check('(§5)')).toHaveLength(1);
  });

  it('finds the ids of numbered headings only', () => {
    expect([...headingIds('# Decisions\n## F1. Layout\n## 12. Build\n### 3. Sub\n## Notes\n')]).toEqual([
      'F1',
      '12',
      '3',
    ]);
  });

  it('finds no broken reference in the tracked files', () => {
    const texts = trackedTextFiles();
    const tree = docsOf(texts);
    expect([...tree.keys()]).toEqual(expect.arrayContaining(['docs/product.md', DECISIONS, 'docs/operations.md']));
    const problems = [...texts].flatMap(([file, text]) => problemsIn(file, text, tree));
    expect(problems).toEqual([]);
  });
});
