/** A stand-in for the web build: an index.html shaped like the real one, in a fresh directory (WEB_DIST). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <title>Yield Finance</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

export function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yc-web-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return dir;
}
