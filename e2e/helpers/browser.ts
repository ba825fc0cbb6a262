/** Debian's Chromium driven by playwright-core. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { launchChromium } from './chromium.mjs';
import { repoRoot } from './server.ts';

export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');

export function launchBrowser(): Promise<Browser> {
  mkdirSync(artifactsDir, { recursive: true });
  return launchChromium(chromium);
}
