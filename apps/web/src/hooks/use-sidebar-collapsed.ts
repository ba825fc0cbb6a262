import { useSyncExternalStore } from 'react';

/**
 * Whether the cabinet's sidebar is collapsed, as the investor left it (kept in localStorage as JSON). index.html's
 * inline script copies the choice to `<html data-sidebar="collapsed">` before the first paint, so CSS draws the
 * server's markup collapsed at once; the attribute is the state from then on (decision 96).
 */
const KEY = 'yc:sidebar-collapsed';
const listeners = new Set<() => void>();

const read = (): boolean => document.documentElement.dataset.sidebar === 'collapsed';

function apply(collapsed: boolean): void {
  if (collapsed) document.documentElement.dataset.sidebar = 'collapsed';
  else delete document.documentElement.dataset.sidebar;
  for (const listener of listeners) listener();
}

// Another tab's choice follows here, as it did with Mantine's useLocalStorage.
const onStorage = (event: StorageEvent) => {
  if (event.key === KEY) apply(event.newValue === 'true');
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function setSidebarCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(collapsed));
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  apply(collapsed);
}

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  return [useSyncExternalStore(subscribe, read, () => false), setSidebarCollapsed];
}
