/**
 * `npm run lint` fails where the web app crosses a boundary (decision 55): a feature importing another feature, or
 * shared code (components, config, hooks, lib, utils) importing a feature. Probe files are linted with the repo's
 * biome.json in a temporary copy of the folder layout, so the real tree is never touched. Every feature folder of
 * the real tree is probed, so a new feature without its override in biome.json fails here too.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
const web = 'apps/web/src';
const features = readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const first = features[0]!;
const shared = ['components', 'config', 'hooks', 'lib', 'utils'];

const FEATURE_MESSAGE = 'A feature never imports another feature';
const SHARED_MESSAGE = 'Shared code (components, config, hooks, lib, utils) never imports a feature';
const WAGMI_MESSAGE = 'Only apps/web/src/lib/web3 may use wagmi and viem';

/** A probe: the file, its import lines, and for each line the message it must get (null: none). */
interface Probe {
  file: string;
  imports: Array<[source: string, expected: string | null]>;
}

const next = (name: string) => features[(features.indexOf(name) + 1) % features.length];

const probes: Probe[] = [
  ...features.map((name) => ({
    file: `${web}/features/${name}/components/probe.ts`,
    imports: [
      [`../../${next(name)}/api/probe.ts`, FEATURE_MESSAGE],
      [`../../../features/${next(name)}/probe.ts`, FEATURE_MESSAGE],
      // The wagmi/viem facade rule still holds where the boundary override applies.
      ['viem', WAGMI_MESSAGE],
      // What a feature may import: its own folders and shared code.
      [`../api/probe.ts`, null],
      ['../../../lib/probe.ts', null],
    ] as Probe['imports'],
  })),
  {
    file: `${web}/features/${first}/probe.ts`,
    imports: [[`../${next(first)}/probe.ts`, FEATURE_MESSAGE]],
  },
  ...shared.map((folder) => ({
    file: `${web}/${folder}/probe.ts`,
    imports: [
      [`../features/${first}/probe.ts`, SHARED_MESSAGE],
      ['wagmi', WAGMI_MESSAGE],
      ['./probe-sibling.ts', null],
    ] as Probe['imports'],
  })),
  {
    file: `${web}/lib/web3/probe.ts`,
    imports: [
      [`../../features/${first}/probe.ts`, SHARED_MESSAGE],
      ['wagmi', null],
    ],
  },
  // app/ composes features and shared code.
  { file: `${web}/app/layouts/probe.ts`, imports: features.map((f) => [`../../features/${f}/probe.ts`, null]) },
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

let dir: string;
let run: { status: number | null; diagnostics: Diagnostic[] };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'yc-boundaries-'));
  // The repo's own config; its VCS setting needs the ignore file beside it.
  copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
  copyFileSync(path.join(root, '.gitignore'), path.join(dir, '.gitignore'));
  for (const probe of probes) {
    const names = probe.imports.map((_, i) => `p${i}`);
    const lines = probe.imports.map(([source], i) => `import { ${names[i]} } from '${source}';`);
    mkdirSync(path.join(dir, path.dirname(probe.file)), { recursive: true });
    writeFileSync(path.join(dir, probe.file), `${lines.join('\n')}\n\nexport { ${names.join(', ')} };\n`);
  }
  const result = spawnSync(
    process.execPath,
    [biome, 'lint', '--reporter=json', '--max-diagnostics=none', ...probes.map((p) => p.file)],
    { cwd: dir, encoding: 'utf8' },
  );
  run = { status: result.status, diagnostics: JSON.parse(result.stdout).diagnostics };
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('web import boundaries in biome.json', () => {
  it('makes the lint fail', () => {
    expect(run.status).not.toBe(0);
  });

  it.each(probes)('$file gets exactly the expected diagnostics', (probe) => {
    const got = run.diagnostics
      .filter((d) => d.location.path === probe.file)
      .map((d) => [d.location.start.line, d.category, d.message.split(':')[0]])
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    const want = probe.imports.flatMap(([, expected], i) =>
      expected ? [[i + 1, 'lint/style/noRestrictedImports', expected]] : [],
    );
    expect(got).toEqual(want);
  });
});
