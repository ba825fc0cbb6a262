// The web section: what the browser really loads per route and how far its layout shifts, found by loading it in
// Chromium, and Lighthouse's scores, against one server that serves the built app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/helpers/chromium.mjs';
import { DEMO_LOGIN, root, startServer } from '../lib/processes.mjs';
import { table } from '../lib/table.mjs';
import { lighthouseBench } from './lighthouse.mjs';

export const BUNDLE_ROUTES = ['/', '/sign-in', '/cabinet/dashboard'];

async function bundleBench(port) {
  const dist = path.join(root, 'apps/web/dist');
  const { chromium } = await import('playwright-core');
  const browser = await launchChromium(chromium);
  try {
    const results = [];
    for (const route of BUNDLE_ROUTES) {
      const context = await browser.newContext();
      // Cabinet pages are measured as their users see them: signed in (refresh cookie plus the app's session hint).
      if (route.startsWith('/cabinet')) {
        const login = await context.request.post(`http://localhost:${port}/api/v1/login`, { data: DEMO_LOGIN });
        if (!login.ok()) throw new Error(`bench sign-in failed: ${login.status()}`);
        await context.addInitScript(() => localStorage.setItem('yc:session', '1'));
      }
      // Every layout shift from the first paint on, summed once the network is idle (the session's layout shift score).
      await context.addInitScript(() => {
        window.__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const files = new Set();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.port === String(port) && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
      if (new URL(page.url()).pathname !== route) throw new Error(`bench: ${route} ended on ${page.url()}`);
      const cls = await page.evaluate(() => window.__layoutShift);
      await context.close();
      let js = 0;
      let css = 0;
      for (const file of files) {
        const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
        if (file.endsWith('.js')) js += bytes;
        else css += bytes;
      }
      results.push({
        route,
        jsGzipKB: +(js / 1024).toFixed(1),
        cssGzipKB: +(css / 1024).toFixed(1),
        files: files.size,
        cls: +cls.toFixed(3),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** `{ bundles, lighthouse }`, against one server that serves the built app. */
export async function webBench() {
  const server = await startServer({});
  try {
    return { bundles: await bundleBench(server.port), lighthouse: await lighthouseBench(server.port) };
  } finally {
    await server.stop();
  }
}

export const bundleFigures = (rows) => rows.map((b) => ({ section: 'bundles', name: b.route, values: b }));

/** `limits(route)`: the gate and target columns' texts. */
export function printBundles(rows, limits) {
  table(
    'Web: gzip bytes of JavaScript and CSS each route loads, and its layout shift in Chromium',
    [
      ['route', 24],
      ['JS KB', 8],
      ['CSS KB', 8],
      ['files', 6],
      ['CLS', 6],
      ['JS gate', 8],
      ['JS target', 10],
    ],
    rows.map((b) => [b.route, b.jsGzipKB, b.cssGzipKB, b.files, b.cls, ...limits(b.route)]),
  );
}
