/** A section link of a layout's sidebar: icon and label, or a narrow icon-over-label tile; children fold under it. */
import '@mantine/core/styles/NavLink.css';
import { NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLocalizedPath } from '../../hooks/use-locale.ts';
import { LocalizedLink } from '../ui/localized-link.tsx';

export interface SidebarItem {
  label: string;
  /** The unprefixed app path. */
  to: string;
  icon: ReactNode;
  children?: Array<{ label: string; to: string }>;
  /** Active only on its own path, not below it (a section's index page). */
  exact?: boolean;
}

export function SidebarLink({ item, collapsed = false }: { item: SidebarItem; collapsed?: boolean }) {
  const location = useLocation();
  const to = useLocalizedPath();
  const active = location.pathname === to(item.to) || (!item.exact && location.pathname.startsWith(`${to(item.to)}/`));
  if (collapsed) {
    return (
      <NavLink
        component={LocalizedLink}
        to={item.to}
        active={active}
        label={
          <Stack gap={2} align="center">
            {item.icon}
            <Text size="xs" ta="center" truncate="end" maw="100%">
              {item.label}
            </Text>
          </Stack>
        }
      />
    );
  }
  return (
    <NavLink
      component={LocalizedLink}
      to={item.to}
      label={item.label}
      leftSection={item.icon}
      active={active && !item.children}
      defaultOpened={active}
      childrenOffset={28}
    >
      {item.children?.map((child) => (
        <NavLink
          key={child.to}
          component={LocalizedLink}
          to={child.to}
          label={child.label}
          active={location.pathname === to(child.to)}
        />
      ))}
    </NavLink>
  );
}
