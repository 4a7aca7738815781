import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlideshow } from './use-slideshow';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2027-06-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSlideshow', () => {
  it('moves to the next slide every 5 s and wraps around', () => {
    const { result } = renderHook(() => useSlideshow(3, { paused: false }));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('does not move while paused, and starts a full interval again when resumed', () => {
    const { result, rerender } = renderHook(({ paused }) => useSlideshow(3, { paused }), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(1);
  });

  it('ignores a change less than 500 ms after the previous one', () => {
    const { result } = renderHook(() => useSlideshow(4, { paused: true }));
    act(() => {
      result.current.goTo(2);
    });
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(300));
    act(() => {
      result.current.goTo(3);
    });
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(200));
    act(() => {
      result.current.goTo(3);
    });
    expect(result.current.index).toBe(3);
  });

  it('never moves with one slide or none', () => {
    const { result } = renderHook(() => useSlideshow(1, { paused: false }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
    act(() => {
      expect(result.current.goTo(1)).toBe(false);
    });
  });

  it('falls back into range when the list gets shorter', () => {
    const { result, rerender } = renderHook(({ count }) => useSlideshow(count, { paused: true }), {
      initialProps: { count: 3 },
    });
    act(() => {
      result.current.goTo(2);
    });
    rerender({ count: 2 });
    expect(result.current.index).toBe(0);
  });
});
