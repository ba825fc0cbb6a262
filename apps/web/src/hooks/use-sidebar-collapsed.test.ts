/** The cabinet sidebar's kept choice (decision 96): the attribute index.html's script sets, kept and followed. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

describe('useSidebarCollapsed', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-sidebar');
  });

  it('starts from the attribute set before the first paint', () => {
    document.documentElement.setAttribute('data-sidebar', 'collapsed');
    const { result } = renderHook(() => useSidebarCollapsed());
    expect(result.current[0]).toBe(true);
  });

  it('keeps a change for the next load and puts it on the attribute CSS reads', () => {
    const { result } = renderHook(() => useSidebarCollapsed());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem('yc:sidebar-collapsed')).toBe('true');
    expect(document.documentElement.getAttribute('data-sidebar')).toBe('collapsed');
    act(() => result.current[1](false));
    expect(document.documentElement.hasAttribute('data-sidebar')).toBe(false);
    expect(localStorage.getItem('yc:sidebar-collapsed')).toBe('false');
  });

  it("follows another tab's change", () => {
    const { result } = renderHook(() => useSidebarCollapsed());
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'yc:sidebar-collapsed', newValue: 'true' }));
    });
    expect(result.current[0]).toBe(true);
  });
});
