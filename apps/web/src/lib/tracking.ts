/** Keeps the `invite` and the five utm query parameters in cookies (2147483647 s) for sign-up and sign-in. */
import { COOKIES } from '@yc/contract/constants';
import { readCookie, writeCookie } from './cookies.ts';

const TRACKED = [
  COOKIES.invite,
  COOKIES.utmSource,
  COOKIES.utmMedium,
  COOKIES.utmCampaign,
  COOKIES.utmContent,
  COOKIES.utmTerm,
] as const;

export function captureTracking(search: string): void {
  const query = new URLSearchParams(search);
  for (const cookie of TRACKED) {
    const value = query.get(cookie.name)?.trim();
    if (value && value.length <= 255) writeCookie(cookie.name, value, cookie.maxAgeSeconds);
  }
}

/** The tracked values to send with sign-up, as the API names them. */
export function trackedFields(): Partial<Record<(typeof TRACKED)[number]['name'], string>> {
  return Object.fromEntries(TRACKED.map((c) => [c.name, readCookie(c.name)]).filter(([, v]) => v));
}
