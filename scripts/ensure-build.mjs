// Builds the web app and the server when their sources are newer than the last build,
// so `npm start` works on a fresh clone and stays fast afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

function newest(entries) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const e of entries) walk(path.join(root, e));
  return latest;
}

const shared = ['packages/contract/src', 'package-lock.json'];
const targets = [
  {
    name: 'web',
    stamp: 'apps/web/dist/.build-stamp',
    sources: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.mjs',
    ],
    workspace: '@yc/web',
  },
  {
    name: 'server',
    stamp: 'apps/server/dist/.build-stamp',
    sources: [...shared, 'apps/server/src', 'apps/server/build.mjs'],
    workspace: '@yc/server',
  },
];

export function ensureBuilt({ force = false } = {}) {
  for (const t of targets) {
    const stamp = path.join(root, t.stamp);
    if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= newest(t.sources)) continue;
    console.log(`Building ${t.name}…`);
    execFileSync('npm', ['run', 'build', '--silent', '-w', t.workspace], { cwd: root, stdio: 'inherit' });
    writeFileSync(stamp, new Date().toISOString());
  }
}

/**
 * Whether the module at `moduleUrl` is the script node was started with. Compared as file URLs built by node, so
 * a checkout path with spaces or non-ASCII characters (percent-encoded in a URL) or reached through a symlink
 * (node runs the real path) still matches.
 */
function isMain(moduleUrl, argv1 = process.argv[1]) {
  return argv1 !== undefined && existsSync(argv1) && moduleUrl === pathToFileURL(realpathSync(argv1)).href;
}

if (isMain(import.meta.url)) ensureBuilt({ force: process.argv.includes('--force') });
