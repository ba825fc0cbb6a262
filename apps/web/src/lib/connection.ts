/**
 * Whether the API answered the last session refresh. While it does not (offline, 429, 5xx, timeout) the session is
 * kept and the shell shows a notice; the notice goes once a refresh gets through.
 */
import { useSyncExternalStore } from 'react';

let lost = false;
const listeners = new Set<() => void>();

export const isConnectionLost = (): boolean => lost;

export function setConnectionLost(next: boolean): void {
  if (lost === next) return;
  lost = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionLost(): boolean {
  return useSyncExternalStore(subscribe, isConnectionLost, isConnectionLost);
}
