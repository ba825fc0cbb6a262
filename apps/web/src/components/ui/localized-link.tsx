import { forwardRef } from 'react';
import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router';
import { useLocalizedPath } from '../../hooks/use-locale.ts';

/** A router link to an unprefixed path, in the current language. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: string }>(
  function LocalizedLink({ to, ...props }, ref) {
    return <Link ref={ref} to={useLocalizedPath()(to)} {...props} />;
  },
);

export const LocalizedNavLink = forwardRef<HTMLAnchorElement, Omit<NavLinkProps, 'to'> & { to: string }>(
  function LocalizedNavLink({ to, ...props }, ref) {
    return <NavLink ref={ref} to={useLocalizedPath()(to)} {...props} />;
  },
);
