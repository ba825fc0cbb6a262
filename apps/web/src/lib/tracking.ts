/** Keeps the `invite` and the five utm query parameters in cookies for sign-up and sign-in (the rule: `trackedCookies`). */
import { TRACKED_COOKIES, trackedCookies } from '@yc/contract/constants';
import { readCookie, writeCookie } from './cookies.ts';

export function captureTracking(search: string): void {
  const query = new URLSearchParams(search);
  for (const { name, value, maxAgeSeconds } of trackedCookies((param) => query.get(param)))
    writeCookie(name, value, maxAgeSeconds);
}

/** The tracked values to send with sign-up, as the API names them. */
export function trackedFields(): Partial<Record<(typeof TRACKED_COOKIES)[number]['name'], string>> {
  return Object.fromEntries(TRACKED_COOKIES.map((c) => [c.name, readCookie(c.name)]).filter(([, v]) => v));
}
