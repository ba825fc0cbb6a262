/** Every route of the app, without the locale prefix (spec §2). */
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
} as const;
