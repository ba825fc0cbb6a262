/**
 * Thin routes (decision 56): a server route validates, calls one service or repository, and replies. Every
 * `apps/server/src/modules/**\/*.routes.ts` is parsed and fails here when it
 * - imports Kysely or the database module (queries and transactions belong to repositories and services),
 * - touches a `db` (the route would be writing SQL),
 * - constructs a repository or a service (they are decorated once by a plugin under plugins/app/),
 * - has a handler longer than HANDLER_MAX_LINES lines (a flow or a computation lives in a service).
 * The limit leaves room for a call, an error mapping and a reply; the yield figures that once sat in the pools
 * routes took 55 lines, the sign-up flow 40.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const modules = path.join(root, 'apps/server/src/modules');
const HANDLER_MAX_LINES = 15;
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'route']);

function routeFiles(): string[] {
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.routes.ts'))
    .map((f) => path.join(modules, f))
    .sort();
}

/** An ESTree node as the parser gives it: a type, offsets, and child nodes among its fields. */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const isFunction = (n: unknown): n is Node =>
  isNode(n) && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression');

/** What breaks the rule in one routes file, as `line: reason`. */
function violations(text: string): string[] {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => (m.index ?? 0) + 1)];
  const lineAt = (offset: number) => lineStarts.findLastIndex((s) => s <= offset) + 1;
  const found: string[] = [];
  const report = (node: Node, reason: string) => found.push(`${lineAt(node.start)}: ${reason}`);

  const visit = (node: Node) => {
    if (node.type === 'ImportDeclaration') {
      const from = String((node.source as Node).value);
      if (from === 'kysely' || from.startsWith('kysely/')) report(node, 'imports kysely');
      if (/(^|\/)db\/database(\.ts)?$/.test(from)) report(node, 'imports the database module');
    }
    if (node.type === 'Identifier' && node.name === 'db') report(node, 'touches the database (db)');
    if (node.type === 'NewExpression') {
      const callee = node.callee as Node;
      if (callee.type === 'Identifier' && /(Repository|Service)$/.test(String(callee.name))) {
        report(node, `constructs ${callee.name}`);
      }
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      const property = callee.type === 'MemberExpression' ? (callee.property as Node) : undefined;
      const handler =
        callee.type === 'Identifier' && callee.name === 'route'
          ? args[2]
          : property?.type === 'Identifier' && HTTP_METHODS.has(String(property.name))
            ? args.at(-1)
            : undefined;
      if (isFunction(handler)) {
        const lines = lineAt(handler.end) - lineAt(handler.start) + 1;
        if (lines > HANDLER_MAX_LINES) report(handler, `a handler of ${lines} lines (at most ${HANDLER_MAX_LINES})`);
      }
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(parseAst(text, { lang: 'ts' }) as unknown as Node);
  return found;
}

describe('server routes are thin', () => {
  const files = routeFiles();

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))('%s follows the rule', (_name, file) => {
    expect(violations(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('catches SQL, a constructed repository and a long handler', () => {
    const handlerBody = Array.from({ length: HANDLER_MAX_LINES }, (_, i) => `    const x${i} = ${i};`).join('\n');
    const probe = `import { sql } from 'kysely';
import { withTransaction } from '../../db/database.ts';
export default async function probeRoutes(app) {
  const repo = new UsersRepository(app.db);
  const reads = new PoolReads(app.db);
  route(app, api.poolGraph, async (req) => {
${handlerBody}
    return repo.find(sql\`now()\`);
  });
  app.get('/x', async () => 'short');
}
`;
    expect(violations(probe)).toEqual([
      '1: imports kysely',
      '2: imports the database module',
      '4: constructs UsersRepository',
      '4: touches the database (db)',
      '5: touches the database (db)',
      `6: a handler of ${HANDLER_MAX_LINES + 3} lines (at most ${HANDLER_MAX_LINES})`,
    ]);
  });
});
