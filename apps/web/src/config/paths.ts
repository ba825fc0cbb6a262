/** Every route of the app, without the locale prefix (docs/product.md §2). */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  passwordRecovery: '/password-recovery',
  registrationConfirm: '/registration-confirm',
  learn: '/learn',
  article: (slug: string) => `/learn/${encodeURIComponent(slug)}`,
  cabinet: {
    root: '/cabinet',
    dashboard: '/cabinet/dashboard',
    pools: (name?: 'stable' | 'coin' | 'dex' | 'strategy') => (name ? `/cabinet/pools/${name}` : '/cabinet/pools'),
    dao: '/cabinet/dao',
    affiliates: '/cabinet/affiliates',
    referral: '/cabinet/refferal',
    settings: '/cabinet/settings',
    faq: '/cabinet/faq',
  },
  /** The operator console (docs/product.md §10); each section's page comes with its part. */
  admin: {
    root: '/admin',
    withdrawals: '/admin/withdrawals',
    withdrawal: (id: string) => `/admin/withdrawals/${encodeURIComponent(id)}`,
    deposits: '/admin/deposits',
    users: '/admin/users',
    user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    pools: '/admin/pools',
    pool: (name: 'stable' | 'coin' | 'dex' | 'strategy') => `/admin/pools/${name}`,
    content: '/admin/content',
    programme: '/admin/programme',
    dao: '/admin/dao',
    corrections: '/admin/corrections',
    reconciliation: '/admin/reconciliation',
    reports: '/admin/reports',
    brands: '/admin/brands',
    prices: '/admin/prices',
    audit: '/admin/audit',
    config: '/admin/config',
    security: '/admin/security',
  },
} as const;

/**
 * Why the visitor was sent to the sign-in page, its `?error=`: `auth` when a cabinet page needed a session,
 * `wallet-taken` when the wallet they connected was already linked to another account (the cabinet signed them out),
 * `idle` when the operator console signed them out after 30 minutes without activity (decision 68).
 */
export type SignInError = 'auth' | 'wallet-taken' | 'idle';

/** The query that tells the sign-in page why the visitor is sent there. */
export const signInErrorQuery = (error: SignInError): string => `?${new URLSearchParams({ error })}`;

/** The sign-in page's reason from its query, or null when there is none it knows. */
export function signInErrorOf(search: URLSearchParams): SignInError | null {
  const error = search.get('error');
  return error === 'auth' || error === 'wallet-taken' || error === 'idle' ? error : null;
}
