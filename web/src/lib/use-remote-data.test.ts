import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemoteData } from './use-remote-data';

afterEach(() => vi.useRealTimers());

describe('useRemoteData', () => {
  it('takes over a load already started instead of asking again', async () => {
    const load = vi.fn(async () => 'fresh');
    const { result } = renderHook(() =>
      useRemoteData('event:1', load, { started: Promise.resolve('prefetched') }),
    );
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('prefetched'));
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a failed first load as an error, and loads again on refetch', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('back');
    const { result } = renderHook(() => useRemoteData('event:1', load));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(new Error('offline'));
    await act(() => result.current.refetch());
    expect(result.current.data).toBe('back');
  });

  it('keeps what it showed when a refresh fails', async () => {
    const load = vi
      .fn<() => Promise<number>>()
      .mockResolvedValueOnce(3)
      .mockRejectedValueOnce(new Error('blip'));
    const { result } = renderHook(() => useRemoteData('left', load));
    await waitFor(() => expect(result.current.data).toBe(3));
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ data: 3, isError: false });
  });

  it('asks again on its interval while the page is visible', async () => {
    vi.useFakeTimers();
    let answer = 0;
    const load = vi.fn(async () => ++answer);
    const { result } = renderHook(() => useRemoteData('left', load, { refetchInterval: 10_000 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.data).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.data).toBe(2);
  });

  it('forgets the old key at once when the key changes', async () => {
    const { result, rerender } = renderHook(({ key }) => useRemoteData(key, async () => key, {}), {
      initialProps: { key: 'event:1' },
    });
    await waitFor(() => expect(result.current.data).toBe('event:1'));
    rerender({ key: 'event:2' });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('event:2'));
  });
});
