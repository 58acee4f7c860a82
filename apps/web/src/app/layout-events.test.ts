import { describe, expect, it, vi } from 'vitest';
import { layoutEvents } from './layout-events';

describe('layout service (spec §4)', () => {
  it('carries the side navigation state to its listeners', () => {
    const seen: boolean[] = [];
    const stop = layoutEvents.onSideNavToggle((open) => seen.push(open));
    layoutEvents.toggleSideNav(true);
    layoutEvents.toggleSideNav(false);
    stop();
    layoutEvents.toggleSideNav(true);
    expect(seen).toEqual([true, false]);
  });

  it('on iPhone opens the course frame’s page instead of asking for fullscreen', () => {
    const fullscreen = vi.fn();
    const go = vi.fn();
    const stop = layoutEvents.onFullscreenRequest(fullscreen);
    const unregister = layoutEvents.setCourseFrameSource(() => '/cours/cours-code');
    layoutEvents.requestFullscreen('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', go);
    expect(go).toHaveBeenCalledWith('/cours/cours-code');
    expect(fullscreen).not.toHaveBeenCalled();

    layoutEvents.requestFullscreen('Mozilla/5.0 (X11; Linux x86_64)', go);
    expect(fullscreen).toHaveBeenCalledTimes(1);
    unregister();
    layoutEvents.requestFullscreen('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0)', go);
    expect(fullscreen).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenCalledTimes(1);
    stop();
  });
});
