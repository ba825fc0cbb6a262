/**
 * Turns a translation catalogue into Lingui's compiled messages at build time, so the browser carries no ICU parser
 * (decision 100). A module imported with `?lingui` is a catalogue: a JSON file of `src/locales/<lang>/<ns>.json`
 * (nested keys, namespace `<ns>`) or, with `?lingui=<ns>`, a TypeScript module exporting one flat object of messages
 * (the contract's API messages, namespace `api`). Its default export maps each id `<ns>:<key.path>` to the compiled
 * message.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { type Plugin, runnerImport } from 'vite';

type Catalogue = { [key: string]: string | Catalogue };

const flatten = (catalogue: Catalogue, prefix: string): Array<[string, string]> =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/** The one object a messages module exports (its other exports are helpers). */
async function moduleMessages(file: string): Promise<{ messages: Catalogue; dependencies: string[] }> {
  const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, {
    configFile: false,
    logLevel: 'silent',
  });
  const objects = Object.values(module).filter((value) => value !== null && typeof value === 'object');
  if (objects.length !== 1) throw new Error(`${file}: expected one exported object of messages`);
  return { messages: objects[0] as Catalogue, dependencies };
}

/** The compiled messages of a catalogue, its ids prefixed with its namespace. */
export async function compileCatalogue(file: string, ns?: string): Promise<{ code: string; dependencies: string[] }> {
  const { messages, dependencies } = file.endsWith('.json')
    ? { messages: JSON.parse(await readFile(file, 'utf8')) as Catalogue, dependencies: [] }
    : await moduleMessages(file);
  const namespace = ns || path.basename(file, path.extname(file));
  const compiled = Object.fromEntries(
    flatten(messages, `${namespace}:`).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: ${id}: ${(error as Error).message}`);
      }
    }),
  );
  return { code: `export default ${JSON.stringify(compiled)};`, dependencies };
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'yc:compiled-catalogues',
    enforce: 'pre',
    async load(id) {
      const [file = '', query] = id.split('?', 2);
      const params = new URLSearchParams(query);
      if (!params.has('lingui')) return null;
      const { code, dependencies } = await compileCatalogue(file, params.get('lingui') ?? undefined);
      for (const dependency of [file, ...dependencies]) this.addWatchFile(dependency);
      return { code, moduleType: 'js' };
    },
  };
}
