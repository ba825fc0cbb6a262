/** Route guards of docs/product.md §4 and §6. */
import { IsRestoringProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NotFound } from '../components/errors/route-error.tsx';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { paths, signInErrorQuery } from '../config/paths.ts';
import { useLocalizedPath } from '../hooks/use-locale.ts';
import { useSession } from '../lib/session.ts';

/**
 * Cabinet pages: anonymous → sign-in with error=auth; no role yet → registration confirmation. While the session is
 * restored (and in the server's markup, which knows none) the page shows with its queries held, so it paints its
 * layout and skeletons; they run once the token is there (decision 96).
 */
export function RequireInvestor({ children }: { children: ReactNode }) {
  const session = useSession();
  const to = useLocalizedPath();
  if (session.status === 'loading') return <IsRestoringProvider value>{children}</IsRestoringProvider>;
  if (session.status === 'anonymous') {
    // Signing out is not a reason to say 'Please login to access this page!'.
    const target =
      session.reason === 'signed-out' ? to(paths.signIn) : `${to(paths.signIn)}${signInErrorQuery('auth')}`;
    return <Navigate to={target} replace />;
  }
  if (!session.user.role) return <Navigate to={to(paths.registrationConfirm)} replace />;
  // The same element as while loading, so the page is not mounted again when the session arrives.
  return <IsRestoringProvider value={false}>{children}</IsRestoringProvider>;
}

/** Sign-in, sign-up and recovery: a signed-in user goes on to the cabinet or to confirmation. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const to = useLocalizedPath();
  // The form shows while a session may still be restored: the server renders it so, and most visitors have none.
  if (session.status === 'authenticated') {
    // An operator's sign-in opens the console (decision 67); an investor's, the cabinet.
    const home = session.user.role === 'admin' ? paths.admin.root : paths.cabinet.dashboard;
    return <Navigate to={to(session.user.role ? home : paths.registrationConfirm)} replace />;
  }
  return children;
}

/** Registration confirmation: open to anyone with a code; a confirmed user has nothing to do here. */
export function UnconfirmedOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const to = useLocalizedPath();
  // As GuestOnly: the page shows while the session is restored.
  if (session.status === 'authenticated' && session.user.role)
    return <Navigate to={to(paths.cabinet.dashboard)} replace />;
  return children;
}

/**
 * The operator console (docs/product.md §10, decision 77): anyone but a signed-in operator sees the not-found page,
 * never a redirect that would reveal the console is there.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const session = useSession();
  const to = useLocalizedPath();
  if (session.status === 'loading') return <FullPageLoader />;
  // An operator who signs out here has seen the console already; the sign-in page is where they would go next.
  if (session.status === 'anonymous' && session.reason === 'signed-out')
    return <Navigate to={to(paths.signIn)} replace />;
  // Signed out for inactivity: the sign-in page says why (decision 68).
  if (session.status === 'anonymous' && session.reason === 'idle')
    return <Navigate to={`${to(paths.signIn)}${signInErrorQuery('idle')}`} replace />;
  if (session.status !== 'authenticated' || session.user.role !== 'admin') return <NotFound />;
  return children;
}
