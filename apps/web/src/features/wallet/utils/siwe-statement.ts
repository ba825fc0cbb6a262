/**
 * The statement line of our Sign-In with Ethereum messages. EIP-4361 allows only ASCII
 * there, and wallets that parse SIWE (MetaMask warns when the domain is not the page's)
 * treat anything else as an unknown blob, so it is English in every UI language.
 */
export const SIWE_STATEMENT = {
  signIn: 'Sign in to the cabinet with this wallet. Signing is free and sends no transaction.',
  link: 'Link this wallet to your cabinet account. Signing is free and sends no transaction.',
} as const;
