import { useCallback, useRef } from 'react';

/**
 * An Idempotency-Key per submission: the same request sent again (a retry after a failure) carries the same
 * key, so the server does it once; a different request gets a fresh key.
 */
export function useIdempotencyKey(): (request: unknown) => string {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (last.current?.request !== fingerprint) last.current = { request: fingerprint, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
