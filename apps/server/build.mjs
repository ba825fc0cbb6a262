// Bundles the server and its CLIs with the contract package inlined; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
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
