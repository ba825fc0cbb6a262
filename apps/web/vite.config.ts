import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './compiled-catalogues.ts';

interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
}
type Info = (id: string) => ModuleInfo | null;

/** A module of only imports and re-exports (no code of its own), such as `@mantine/core`'s or the icons' index. */
function isBarrel(code: string): boolean {
  const statements = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(';')
    .map((s) => s.trim());
  return (
    statements.some((s) => /\sfrom\s/.test(s)) &&
    statements.every((s) => s === '' || s === '"use client"' || /^(import\s|export\s*[{*])/.test(s))
  );
}

/** What a barrel imports: each module with the names it passes on from it (`null`: all, as `export *` does). */
function barrelImports(barrel: string, code: string): Array<[string, string[] | null]> {
  const imports: Array<[string, string[] | null]> = [];
  for (const [, what = '', spec = ''] of code.matchAll(/(?:import|export)\s*([^;]*?)\s*from\s*["']([^"']+)["']/g)) {
    if (!spec.startsWith('.')) continue;
    // `{ default as IconWallet }` and `{ Button }`: the name after `as`, else the name itself.
    const names = what
      .match(/\{([^}]*)\}/)?.[1]
      ?.split(',')
      .map((n) => n.trim().replace(/^.*\sas\s+/, ''));
    imports.push([path.resolve(path.dirname(barrel), spec), names?.filter((n) => n !== '') ?? null]);
  }
  return imports;
}

/**
 * The modules `roots` import, directly or through others. Through a barrel only what the importing module names is
 * followed, so a page importing one icon from the icons' index does not reach every icon.
 */
function reachedFrom(info: Info, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const code = info(id)?.code ?? '';
    const words = new Set(code.match(/[\w$]+/g));
    for (const dep of info(id)?.importedIds ?? []) {
      const depCode = info(dep)?.code;
      if (depCode && isBarrel(depCode)) throughBarrel(dep, depCode, words);
      else visit(dep);
    }
  };
  const throughBarrel = (barrel: string, code: string, words: Set<string>) => {
    for (const [dep, names] of barrelImports(barrel, code)) {
      if (names && !names.some((n) => words.has(n))) continue;
      const depCode = info(dep)?.code;
      if (depCode && isBarrel(depCode)) throughBarrel(dep, depCode, words);
      else visit(dep);
    }
  };
  for (const root of roots) {
    // A page moved or renamed must be named here again, else the group would silently stay empty.
    if (!info(root)) throw new Error(`vite.config.ts: ${root} is not in the build`);
    visit(root);
  }
  return seen;
}

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
/** The public pages' layouts and pages: they never load the cabinet's shell chunk. */
const PUBLIC_PAGES = ['home', 'sign-in', 'sign-up', 'password-recovery', 'registration-confirm', 'learn/article']
  .concat(['learn/articles', 'layouts/default', 'layouts/auth', 'layouts/register'])
  .map((page) => `app/routes/${page}.tsx`);
let reach: Record<'entry' | 'home' | 'signIn' | 'cabinet' | 'site', Set<string>> | undefined;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), compiledCatalogues()],
  // zod as configured for the browser (lib/zod-setup.ts).
  resolve: { alias: [{ find: /^zod\/mini$/, replacement: src('lib/zod-setup.ts') }] },
  // The public folder goes with the browser's build only.
  publicDir: isSsrBuild ? false : 'public',
  // The server's renderer of the public pages (decision 91) is one file with its libraries, so the server runs it
  // without resolving the web app's dependencies.
  ssr: { noExternal: true, target: 'node' },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The `public` chunk below is React DOM, the router, Mantine's base and the app's shell: ~530 KB before gzip.
    chunkSizeWarningLimit: 600,
    // The server reads which styles and scripts a route's module needs, to send them with a page it renders.
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // The chunks are the browser's concern: the server's renderer is one file (above).
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                // zod and the module that configures it share a chunk, so the setting runs before any schema is built.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|lib[\\/]zod-setup\.ts$/, priority: 2 },
                // One chunk for what every page loads (the entry's modules, which rolldown would otherwise split into a
                // chunk per set of pages sharing them) and what both public pages' layouts and pages import: 45 files fewer
                // on `/`, each gzipped alone (decision 90). Cabinet, console and wallet code stays out of it. Two more for
                // the sign-in page and the cabinet.
                {
                  name: (id, ctx) => {
                    const info: Info = (m) => ctx.getModuleInfo(m);
                    reach ??= {
                      entry: reachedFrom(info, [src('main.tsx')]),
                      home: reachedFrom(info, [src('app/routes/home.tsx'), src('app/routes/layouts/default.tsx')]),
                      signIn: reachedFrom(info, [src('app/routes/sign-in.tsx'), src('app/routes/layouts/auth.tsx')]),
                      cabinet: reachedFrom(info, [src('app/routes/layouts/cabinet.tsx')]),
                      site: reachedFrom(info, PUBLIC_PAGES.map(src)),
                    };
                    // The cabinet's layout stays its own chunk, so the build's manifest names it and the server links
                    // its styles to the cabinet pages it renders (decision 96).
                    if (
                      /\.json\?lingui$/.test(id) ||
                      id === src('main.tsx') ||
                      id === src('app/routes/layouts/cabinet.tsx')
                    )
                      return null;
                    if (reach.entry.has(id) || (reach.home.has(id) && reach.signIn.has(id))) return 'public';
                    // What both the sign-in page and the cabinet's layout use (the wallet button and its loader, the
                    // guards): each of them needs all of it.
                    if (reach.cabinet.has(id) && reach.signIn.has(id)) return 'account';
                    // What the cabinet's layout uses and no public page does: every cabinet page loads the layout.
                    return reach.cabinet.has(id) && !reach.site.has(id) ? 'cabinet-shell' : null;
                  },
                  debugName: 'shared',
                  // Following every import would go through the icons' and Mantine's indexes to all they export.
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
              ],
            },
        // A catalogue's chunk names its language (`common.ru-<hash>.js`), so a test can tell which language a page
        // loaded (decision 88).
        chunkFileNames: (chunk) => {
          const catalogue = chunk.facadeModuleId?.match(/\/locales\/(\w+)\/([\w-]+)\.json\?lingui$/);
          return catalogue ? `assets/${catalogue[2]}.${catalogue[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
}));
