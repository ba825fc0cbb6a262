/**
 * Every page of the web app, once (docs/product.md §2, decision 86): its pattern without the locale prefix, its area,
 * the values a constrained parameter may take and, for public pages, the texts of the HTML head. The server answers
 * 404 for a path no entry matches; a web test holds the router to this table.
 */
import { ALL_POOLS, DEFAULT_LOCALE, LOCALES, type LocaleCode, localizePath } from './constants.ts';

export type PageArea = 'public' | 'cabinet' | 'console';

export type PageTexts = Readonly<Record<LocaleCode, string>>;

export interface PageRoute {
  /** `/`-separated; `:name` is a parameter, `:name?` an optional last one (react-router's syntax). */
  readonly pattern: string;
  readonly area: PageArea;
  /** Parameters that take only these values; any other parameter is any non-empty segment. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
  /** A route that only sends the visitor on (still a known page). */
  readonly redirectTo?: string;
  /** Public pages: the page's name for Open Graph (none: the brand's title alone) and its description. */
  readonly title?: PageTexts;
  /** `{brand}` stands for the host's brand title. */
  readonly description?: PageTexts;
}

const pools = { name: ALL_POOLS } as const;

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    pattern: '/',
    area: 'public',
    description: {
      en: '{brand}: deposit stablecoins and crypto into yield pools, watch your balance grow every day, withdraw to your wallet and earn referral bonuses.',
      ru: '{brand}: вносите стейблкоины и криптовалюту в доходные пулы, следите за ежедневным ростом баланса, выводите средства на свой кошелёк и получайте реферальные бонусы.',
    },
  },
  {
    pattern: '/learn',
    area: 'public',
    title: { en: 'Learn', ru: 'Обучение' },
    description: {
      en: 'Guides and articles from {brand} on yield pools, deposits, withdrawals, referrals and the DAO.',
      ru: 'Руководства и статьи {brand} о доходных пулах, депозитах, выводе средств, рефералах и DAO.',
    },
  },
  {
    // The server names an article by its own title and excerpt; these are for a slug it cannot find.
    pattern: '/learn/:slug',
    area: 'public',
    title: { en: 'Learn', ru: 'Обучение' },
    description: {
      en: 'An article from the {brand} learn section.',
      ru: 'Статья из раздела «Обучение» {brand}.',
    },
  },
  {
    pattern: '/sign-in',
    area: 'public',
    title: { en: 'Sign in', ru: 'Вход' },
    description: {
      en: 'Sign in to your {brand} cabinet with your e-mail and password or with a browser wallet.',
      ru: 'Войдите в кабинет {brand} по e-mail и паролю или через браузерный кошелёк.',
    },
  },
  {
    pattern: '/sign-up',
    area: 'public',
    title: { en: 'Sign up', ru: 'Регистрация' },
    description: {
      en: 'Open a {brand} account in a minute and start earning a daily yield on your crypto.',
      ru: 'Откройте аккаунт {brand} за минуту и начните получать ежедневный доход на свою криптовалюту.',
    },
  },
  {
    pattern: '/password-recovery',
    area: 'public',
    title: { en: 'Password recovery', ru: 'Восстановление пароля' },
    description: {
      en: 'Forgot your {brand} password? Get a code by e-mail and set a new one.',
      ru: 'Забыли пароль от {brand}? Получите код по e-mail и задайте новый.',
    },
  },
  {
    pattern: '/registration-confirm',
    area: 'public',
    title: { en: 'Confirm your e-mail', ru: 'Подтверждение e-mail' },
    description: {
      en: 'Confirm your {brand} registration with the code we sent to your e-mail.',
      ru: 'Подтвердите регистрацию в {brand} кодом из нашего письма.',
    },
  },
  { pattern: '/cabinet', area: 'cabinet', redirectTo: '/cabinet/dashboard' },
  { pattern: '/cabinet/dashboard', area: 'cabinet' },
  { pattern: '/cabinet/pools/:name?', area: 'cabinet', params: pools },
  { pattern: '/cabinet/dao', area: 'cabinet' },
  { pattern: '/cabinet/affiliates', area: 'cabinet' },
  { pattern: '/cabinet/refferal', area: 'cabinet' },
  // The spec spells the route 'refferal'; the correct spelling leads there too.
  { pattern: '/cabinet/referral', area: 'cabinet', redirectTo: '/cabinet/refferal' },
  { pattern: '/cabinet/settings', area: 'cabinet' },
  { pattern: '/cabinet/faq', area: 'cabinet' },
  ...[
    '',
    '/withdrawals',
    '/withdrawals/:id',
    '/corrections',
    '/audit',
    '/reconciliation',
    '/reports',
    '/brands',
    '/prices',
    '/deposits',
    '/users',
    '/users/:id',
    '/pools',
    '/content',
    '/config',
    '/programme',
    '/dao',
    '/security',
  ].map((path): PageRoute => ({ pattern: `/admin${path}`, area: 'console' })),
  { pattern: '/admin/pools/:pool', area: 'console', params: { pool: ALL_POOLS } },
];

export interface PageMatch {
  route: PageRoute;
  locale: LocaleCode;
  /** Decoded parameter values; an absent optional one is left out. */
  params: Record<string, string>;
  /** The page's own path in its language: lower-case, no trailing slash, parameters encoded (the canonical path). */
  path: string;
}

/** A route's path with these parameter values; an optional parameter without a value is left out. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const value = params[segment.replace(/^:|\?$/g, '')];
      return value === undefined ? [] : [encodeURIComponent(value)];
    });
  return `/${segments.join('/')}`;
}

function decodeSegments(path: string): string[] | null {
  try {
    return path.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** A pattern's segments, split once: a literal, or a parameter with its name, optionality and allowed values. */
type Part = { literal: string } | { name: string; optional: boolean; allowed: readonly string[] | undefined };

const COMPILED = PAGE_ROUTES.map((route) => ({
  route,
  parts: route.pattern
    .split('/')
    .filter(Boolean)
    .map((segment): Part => {
      if (!segment.startsWith(':')) return { literal: segment };
      const name = segment.replace(/^:|\?$/g, '');
      return { name, optional: segment.endsWith('?'), allowed: route.params?.[name] };
    }),
}));

function matchParts(parts: readonly Part[], segments: readonly string[]): Record<string, string> | null {
  if (segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if ('literal' in part) {
      // react-router matches static segments without regard to case.
      if (segment?.toLowerCase() !== part.literal) return null;
    } else if (segment === undefined) {
      if (!part.optional) return null;
    } else {
      if (part.allowed && !part.allowed.includes(segment)) return null;
      params[part.name] = segment;
    }
  }
  return params;
}

/**
 * The page a pathname names, in which language and with which parameters, or null when it names none (a 404).
 * It agrees with the web router: static segments in any case, one trailing slash or more, segments URL-decoded.
 */
export function matchPage(pathname: string): PageMatch | null {
  const segments = decodeSegments(pathname.replace(/\/+$/, ''));
  if (segments?.[0] !== '') return null;
  const rest = segments.slice(1);
  const prefix = rest[0]?.toLowerCase();
  const locale = LOCALES.find((code) => code !== DEFAULT_LOCALE && code === prefix) ?? DEFAULT_LOCALE;
  const inner = locale === DEFAULT_LOCALE ? rest : rest.slice(1);
  if (inner.includes('')) return null;
  for (const { route, parts } of COMPILED) {
    const params = matchParts(parts, inner);
    if (params) return { route, locale, params, path: localizePath(fillPattern(route.pattern, params), locale) };
  }
  return null;
}

/** Every path a route names, a constrained parameter at each of its values and a free one at `free` (for tests). */
export function examplePaths(route: PageRoute, free = 'example'): string[] {
  const names = [...route.pattern.matchAll(/:(\w+)(\?)?/g)];
  let all: Array<Record<string, string>> = [{}];
  for (const [, name = '', optional] of names) {
    const values = route.params?.[name] ?? [free];
    all = all.flatMap((params) => [
      ...(optional ? [params] : []),
      ...values.map((value) => ({ ...params, [name]: value })),
    ]);
  }
  return all.map((params) => fillPattern(route.pattern, params));
}

/**
 * The query parameters a page's markup reads: the sign-in page's reason (`error`), a login or code carried by a link
 * (`login`, `code`), the articles' page (`page`). The server renders a page from its path and these alone, so the rest
 * (`invite`, `utm_…`, anything) neither changes what it renders nor makes another page to keep (decision 97).
 */
export const PAGE_QUERY_PARAMS = ['error', 'login', 'code', 'page'] as const;

/** The path and, in a fixed order, the PAGE_QUERY_PARAMS of `url` (a path and query), as they were written. */
export function renderedUrl(url: string): string {
  const [path = '/', query = ''] = url.split(/\?(.*)/s);
  const pairs = query.split('&').map((pair) => ({ pair, name: pair.split('=')[0] ?? '' }));
  const kept = PAGE_QUERY_PARAMS.flatMap((name) => pairs.filter((p) => p.name === name).map((p) => p.pair));
  return kept.length ? `${path}?${kept.join('&')}` : path;
}
