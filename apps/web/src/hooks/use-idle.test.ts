/** The console's idle sign-out (decision 68): only time without activity, here or in another tab, calls it. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle.ts';

const IDLE_MS = 30 * 60_000;

describe('useIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('fires once the page has been left alone for the whole time', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdle(IDLE_MS, onIdle));
    act(() => vi.advanceTimersByTime(IDLE_MS - 1));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts again on a key press here or on activity another tab reports', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdle(IDLE_MS, onIdle));
    act(() => vi.advanceTimersByTime(20 * 60_000));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown')));
    act(() => vi.advanceTimersByTime(20 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
    localStorage.setItem('yc:last-activity', String(Date.now()));
    act(() => vi.advanceTimersByTime(20 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
