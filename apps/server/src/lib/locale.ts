import { COOKIES, DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@yc/contract';
import type { FastifyRequest } from 'fastify';

const isLocale = (v: unknown): v is LocaleCode => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/**
 * The caller's language: the web app's X-Locale (the language of the page making the call), then the locale cookie,
 * then Accept-Language, then English (docs/product.md §4).
 */
export function requestLocale(req: FastifyRequest): LocaleCode {
  const page = req.headers['x-locale'];
  if (isLocale(page)) return page;
  const cookie = req.cookies?.[COOKIES.locale.name];
  if (isLocale(cookie)) return cookie;
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
        return { lang: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0 };
      })
      .filter((x) => x.q > 0)
      .sort((a, b) => b.q - a.q);
    const match = ranked.find((x) => isLocale(x.lang));
    if (match) return match.lang as LocaleCode;
  }
  return DEFAULT_LOCALE;
}
