/** UI state of docs/product.md §3: window size and scroll position, tracked with a 100 ms throttle (docs/product.md §9). */
import { UI } from '@yc/contract/constants';
import { useSyncExternalStore } from 'react';

interface UiState {
  scrollY: number;
  windowSize: { width: number; height: number };
}

const read = (): UiState => ({
  scrollY: window.scrollY,
  windowSize: { width: window.innerWidth, height: window.innerHeight },
});

let state: UiState = typeof window === 'undefined' ? { scrollY: 0, windowSize: { width: 0, height: 0 } } : read();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  if (timer) return;
  timer = setTimeout(() => {
    timer = undefined;
    state = read();
    for (const l of listeners) l();
  }, UI.resizeThrottleMs);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('resize', schedule, { passive: true });
    window.addEventListener('scroll', schedule, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule);
    }
  };
}

export function useUiState(): UiState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

export const useIsMobile = (): boolean => useUiState().windowSize.width <= UI.mobileBreakpointPx;
