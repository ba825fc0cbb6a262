/** wagmi keeps its connections in localStorage under this prefix (`<prefix>.store`), read here without wagmi. */
export const STORAGE_KEY = 'yc.wallet';

/**
 * Whether this browser holds a wallet connection to restore. Only then does a page load
 * the wallet code unasked, and only then is a wallet connected without a click.
 */
export function mayHaveConnection(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(`${STORAGE_KEY}.store`) ?? 'null') as {
      state?: { current?: unknown };
    } | null;
    return Boolean(stored?.state?.current);
  } catch {
    return false;
  }
}
