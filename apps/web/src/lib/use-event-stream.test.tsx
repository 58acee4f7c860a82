import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { useEventStream } from './use-event-stream';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a stream the server refused is opened again after a pause, and read again once open', () => {
  const onOpen = vi.fn();
  const onEvent = vi.fn();
  const { result, unmount } = renderHook(() =>
    useEventStream('/api/salle/s1/flux', 'etat', { onEvent, onOpen }),
  );
  const first = FakeEventSource.last;
  act(() => first?.emit('etat', { position: 1 }));
  expect(onEvent).toHaveBeenCalledWith('{"position":1}');

  // A proxy answered 502 while the nodes restarted: EventSource itself would stop there.
  act(() => first?.refuse());
  expect(result.current).toBe(false);
  act(() => {
    vi.advanceTimersByTime(2_999);
  });
  expect(FakeEventSource.last).toBe(first);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  const second = FakeEventSource.last;
  expect(second).not.toBe(first);
  expect(second?.url).toMatch(/\/api\/salle\/s1\/flux$/);

  // Open again: connected, and what happened meanwhile is read again.
  act(() => second?.emit('open'));
  expect(result.current).toBe(true);
  expect(onOpen).toHaveBeenCalledTimes(1);

  // Leaving the page closes the stream and stops any retry.
  act(() => second?.refuse());
  unmount();
  act(() => {
    vi.advanceTimersByTime(10_000);
  });
  expect(FakeEventSource.last).toBe(second);
  expect(second?.readyState).toBe(FakeEventSource.CLOSED);
});

test('a connection the browser is retrying by itself is not opened twice', () => {
  renderHook(() => useEventStream('/api/salle/s1/flux', 'etat', { onEvent() {}, onOpen() {} }));
  const source = FakeEventSource.last;
  // A network lost: the browser reconnects (readyState CONNECTING), the hook lets it.
  act(() => {
    if (source) source.readyState = 0;
    source?.emit('error');
  });
  act(() => {
    vi.advanceTimersByTime(10_000);
  });
  expect(FakeEventSource.last).toBe(source);
});

test('offline, the stream says so; back online, a new stream opens at once', () => {
  const { result } = renderHook(() =>
    useEventStream('/api/salle/s1/flux', 'etat', { onEvent() {}, onOpen() {} }),
  );
  const before = FakeEventSource.last;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(result.current).toBe(false);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(before?.readyState).toBe(FakeEventSource.CLOSED);
  const after = FakeEventSource.last;
  expect(after).not.toBe(before);
  act(() => after?.emit('open'));
  expect(result.current).toBe(true);
});
