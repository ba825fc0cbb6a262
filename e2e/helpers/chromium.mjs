// Debian's Chromium with the flags this machine needs (no sandbox as root, no background
// network calls to a closed network); shared by the e2e tests and the benchmark.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @param {import('playwright-core').BrowserType} chromium */
export function launchChromium(chromium) {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
