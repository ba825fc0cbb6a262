// Bundles the server and its CLIs with the contract package inlined; npm packages stay external. `nodeBundle` is
// also how `npm run bench` bundles its ledger scenario with the server code it drives.
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const nodeBundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@yc/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({
    ...nodeBundle,
    entryPoints: {
      server: 'src/server.ts',
      admin: 'src/cli/admin.ts',
      accrue: 'src/cli/accrue.ts',
      reconcile: 'src/cli/reconcile.ts',
    },
    outdir: 'dist',
    sourcemap: true,
  });
  // Served as it is (no bundling): the dev wallet's provider script, found beside the bundle.
  copyFileSync('src/modules/chain/wallet-provider.js', 'dist/wallet-provider.js');
}
