/**
 * `npm run build` (scripts/ensure-build.mjs) runs its builds when the checkout's path has a space and a non-ASCII
 * character, directly or through a symlink. The script runs in a stand-in checkout whose workspaces' build
 * scripts only leave a mark, so the test proves the script's main ran without building the real apps.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../ensure-build.mjs');
const workspaces = { web: 'apps/web', server: 'apps/server' } as const;

function writeJson(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

/** A checkout with the script and two workspaces whose build writes dist/built. */
function standInCheckout(parent: string): string {
  const root = path.join(parent, 'yield cabinet ü');
  mkdirSync(path.join(root, 'scripts'), { recursive: true });
  copyFileSync(script, path.join(root, 'scripts/ensure-build.mjs'));
  writeJson(path.join(root, 'package.json'), {
    name: 'stand-in',
    private: true,
    workspaces: Object.values(workspaces),
  });
  for (const [name, dir] of Object.entries(workspaces)) {
    const build = "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/built','')";
    writeJson(path.join(root, dir, 'package.json'), { name: `@yc/${name}`, scripts: { build: `node -e "${build}"` } });
    writeJson(path.join(root, dir, 'src/main.json'), {});
  }
  return root;
}

const run = (scriptPath: string, ...args: string[]) =>
  execFileSync(process.execPath, [scriptPath, ...args], { cwd: path.dirname(path.dirname(scriptPath)) }).toString();

describe('ensure-build in a path with a space and a non-ASCII character', () => {
  let root: string;
  beforeEach(() => {
    root = standInCheckout(mkdtempSync(path.join(tmpdir(), 'yc-ensure-build-')));
  });

  it('builds what is stale, and then nothing', () => {
    const out = run(path.join(root, 'scripts/ensure-build.mjs'));
    expect(out).toContain('Building web…');
    expect(out).toContain('Building server…');
    for (const dir of Object.values(workspaces)) {
      expect(existsSync(path.join(root, dir, 'dist/built'))).toBe(true);
      expect(existsSync(path.join(root, dir, 'dist/.build-stamp'))).toBe(true);
    }
    expect(run(path.join(root, 'scripts/ensure-build.mjs'))).not.toContain('Building');
  });

  it('runs when started through a symlink to the checkout', () => {
    const link = path.join(path.dirname(root), 'link ünïcode');
    symlinkSync(root, link);
    expect(run(path.join(link, 'scripts/ensure-build.mjs'), '--force')).toContain('Building web…');
    expect(existsSync(path.join(root, workspaces.web, 'dist/built'))).toBe(true);
  });
});
