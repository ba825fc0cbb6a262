/**
 * The signed-in session. The access token lives in memory only; the refresh token
 * is an httpOnly cookie the browser sends to /api/v1/refresh. A reload restores the
 * session through it; the access token is renewed a minute before it expires, and
 * refreshes are serialised across tabs so rotation never looks like reuse.
 */
import type { Session, User } from '@yc/contract/auth';
import { useSyncExternalStore } from 'react';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous'; reason?: EndReason }
  | { status: 'authenticated'; user: User; token: string };

/** Why the session ended here: the user asked, or the console saw no activity for 30 minutes (decision 68). */
export type EndReason = 'signed-out' | 'idle';

let state: SessionState = { status: 'loading' };
/** Set while this browser holds a session, so an anonymous visit need not ask the server (and log a 401). */
const HINT = 'yc:session';
export const mayHaveSession = (): boolean => localStorage.getItem(HINT) === '1';
const listeners = new Set<() => void>();
let renewTimer: ReturnType<typeof setTimeout> | undefined;

function emit(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

export const getSession = (): SessionState => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server renders every page before any session is known, and the browser hydrates it so (decision 91). */
const UNKNOWN: SessionState = { status: 'loading' };

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => UNKNOWN);
}

/** Renews the access token before it expires; `renew` is injected to avoid a module cycle with the API client. */
let renewer: (() => Promise<unknown>) | undefined;
export function setRenewer(fn: () => Promise<unknown>) {
  renewer = fn;
}

export function startSession(session: Pick<Session, 'user' | 'token' | 'expiresIn'>): void {
  clearTimeout(renewTimer);
  localStorage.setItem(HINT, '1');
  emit({ status: 'authenticated', user: session.user, token: session.token });
  const renewInMs = Math.max(10_000, (session.expiresIn - 60) * 1000);
  renewTimer = setTimeout(() => void renewer?.(), renewInMs);
}

export function updateUser(user: User): void {
  if (state.status === 'authenticated') emit({ ...state, user });
}

/** `signed-out` when the user asked, so the guards do not treat it as an expired visit; `idle` from the console. */
export function endSession(reason?: EndReason): void {
  clearTimeout(renewTimer);
  localStorage.removeItem(HINT);
  emit(reason ? { status: 'anonymous', reason } : { status: 'anonymous' });
}

export const accessToken = (): string | undefined => (state.status === 'authenticated' ? state.token : undefined);
