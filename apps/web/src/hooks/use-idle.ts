/**
 * Calls `onIdle` once nobody has touched the page (pointer, keys, wheel, touch) for `idleMs`, in this tab or another
 * tab of the same app: the console's sign-out after 30 minutes without activity (decision 68).
 */
import { useEffect, useRef } from 'react';

const KEY = 'yc:last-activity';
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
/** Activity is written for the other tabs at most this often. */
const SHARE_MS = 10_000;

export function useIdle(idleMs: number, onIdle: () => void): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;

  useEffect(() => {
    let last = Date.now();
    let shared = 0;
    const active = () => {
      last = Date.now();
      if (last - shared >= SHARE_MS) {
        shared = last;
        localStorage.setItem(KEY, String(last));
      }
    };
    active();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const latest = Math.max(last, Number(localStorage.getItem(KEY)) || 0);
      const left = latest + idleMs - Date.now();
      if (left <= 0) callback.current();
      else timer = setTimeout(check, left);
    };
    timer = setTimeout(check, idleMs);
    for (const e of EVENTS) window.addEventListener(e, active, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of EVENTS) window.removeEventListener(e, active);
    };
  }, [idleMs]);
}
