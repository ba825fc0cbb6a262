import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is the server's markup (on the server and during hydration), true once React runs it
 * (decision 91); true from the start on a page the browser rendered itself.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
