// Bundles the server and its CLIs with the contract package inlined; npm packages stay external.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    accrue: 'src/cli/accrue.ts',
    reconcile: 'src/cli/reconcile.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
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
});

// Served as it is (no bundling): the dev wallet's provider script, found beside the bundle.
copyFileSync('src/modules/chain/wallet-provider.js', 'dist/wallet-provider.js');
