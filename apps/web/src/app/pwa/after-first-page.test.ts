import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPage } from './after-first-page';

afterEach(() => vi.useRealTimers());

// One frame of the fake clock: its callbacks, then what they queued for after the paint.
const nextFrame = () => vi.advanceTimersByTimeAsync(20);

const initialized = (router: ReturnType<typeof createMemoryRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

describe('afterFirstPage (issue #37, the service worker after the first page)', () => {
  it('waits for the first page’s loader, then for the paint that shows it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let answer = () => {};
    const loaded = new Promise<void>((resolve) => (answer = resolve));
    const router = createMemoryRouter(
      [{ path: '/dashboard', loader: () => loaded.then(() => null), element: null }],
      { initialEntries: ['/dashboard'] },
    );
    const start = vi.fn();
    afterFirstPage(router, start);

    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled();
    answer();
    await initialized(router);
    // Settled: still nothing before the frame is painted.
    expect(start).not.toHaveBeenCalled();
    await nextFrame();
    expect(start).toHaveBeenCalledOnce();
    router.dispose();
  });

  it('starts after the next paint when the page has shown already', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const router = createMemoryRouter([{ path: '/', element: null }]);
    await initialized(router);
    const start = vi.fn();
    afterFirstPage(router, start);
    expect(start).not.toHaveBeenCalled();
    await nextFrame();
    expect(start).toHaveBeenCalledOnce();
    router.dispose();
  });
});
